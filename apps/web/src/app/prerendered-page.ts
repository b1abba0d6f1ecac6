import type { DehydratedState } from '@tanstack/react-query';
import { readStoredSession } from '../features/auth/stored-session';

export interface PrerenderedPage {
  /** The queries the build rendered the page with (scripts/prerender.mjs). */
  queries: DehydratedState;
  /** Whether React may adopt the page's markup instead of rendering it afresh. */
  hydrate: boolean;
}

/**
 * What the build wrote into this page, or undefined in the SPA shell. The build renders pages
 * as a visitor sees them; a shopper with a stored session first renders a nav that waits for
 * the session check, so their page is rendered afresh from the same queries: the same content,
 * and no hydration mismatch.
 */
export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | undefined {
  const data = document.getElementById('prerendered-queries')?.textContent;
  if (!data || !root.hasChildNodes()) return undefined;
  return {
    queries: JSON.parse(data) as DehydratedState,
    hydrate: readStoredSession() === null,
  };
}
