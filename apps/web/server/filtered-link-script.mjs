// The one inline script of the shop: the prerendered /products page runs it in <head>, before its
// first paint, and the Content-Security-Policy allows it by its hash (security-headers.mjs, and
// nginx's copy of the policy, which nginx.test.ts holds to the same).
//
// The build rendered the plain menu; a link with the list's own parameters
// (/products?category=Meals&veg=1) would show that whole menu until React has hydrated the page
// and filtered it, seconds later on a slow phone. The script marks such a document
// (html[data-list-from-link]), the stylesheet keeps the list's panel hidden while it is marked, in
// its place, and the app removes the mark once it has rendered the list the link asks for
// (useCatalogueQuery). Which parameters are the list's comes from the script's tag
// (data-list-params, written by the build from catalogue-query.ts), so this text, and with it the
// hash, does not change with them. A script rather than rendering the list in the browser alone:
// the HTML is one static file whatever the query string, and only a script sees the query string
// before the first paint.
import { createHash } from 'node:crypto';

//
// Should the app never hydrate (its code failed to load), the mark goes after LIST_WAIT_MS on its
// own: the plain menu late is better than no menu at all.
export const LIST_WAIT_MS = 8000;

export const FILTERED_LINK_SCRIPT =
  '(function(){var p=new URLSearchParams(location.search),h=document.documentElement;' +
  "if(document.currentScript.dataset.listParams.split(' ').some(function(n){return p.has(n)})){" +
  "h.setAttribute('data-list-from-link','');" +
  `setTimeout(function(){h.removeAttribute('data-list-from-link')},${LIST_WAIT_MS})}})()`;

/** The script's CSP source expression. */
export const FILTERED_LINK_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FILTERED_LINK_SCRIPT).digest('base64')}'`;
