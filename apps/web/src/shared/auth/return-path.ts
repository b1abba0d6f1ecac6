/** Only parses: never requested. Any path resolved against it keeps this origin. */
const THIS_SITE = 'https://gymfuel.invalid';

/**
 * Where a visitor sent to log in from a page only a signed-in user has (a mailed track link, a
 * bookmarked invoice) goes back to: /login's `?next=`, a path of this site only. Anything that
 * could leave the site ('https://…', '//host', '/\host', 'javascript:…') reads as none, so
 * /login?next= is no open redirect.
 */
export function returnPathOf(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  if (next === null || !next.startsWith('/')) return null;
  const url = new URL(next, THIS_SITE);
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** /login or /signup (`href`), then back to `returnPath`: where the visitor was, search included. */
export const withReturnPath = (href: string, returnPath: string) =>
  `${href}?${new URLSearchParams({ next: returnPath }).toString()}`;
