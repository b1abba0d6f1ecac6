/** Only parses: never requested. Any path resolved against it keeps this origin. */
const THIS_SITE = 'https://gymfuel.invalid';

/**
 * Where a visitor sent to log in from a page only a signed-in user has (a mailed track link, a
 * bookmarked invoice) goes back to once logged in. It travels as /login's location state, as the
 * sign-in intent does, so the spec's /login keeps its address, a reload of /login keeps it, and
 * a visit to /login from anywhere else starts without one.
 */
export const returnState = (returnPath: string) => ({ returnTo: returnPath });

/**
 * The way back a location state carries: a path of this site only. The state is the browser's,
 * so it is checked: anything that could leave the site ('https://…', '//host', '/\host',
 * 'javascript:…') reads as none.
 */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const { returnTo } = state;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return null;
  const url = new URL(returnTo, THIS_SITE);
  return url.origin === THIS_SITE ? `${url.pathname}${url.search}${url.hash}` : null;
}
