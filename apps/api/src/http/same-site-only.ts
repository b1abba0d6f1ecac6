import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

/** Whether the request's Origin header names the API itself (the same host, as the client addressed it). */
function isOwnOrigin(origin: string, req: Request): boolean {
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false; // 'null' (sandboxed frames, privacy redirects) or garbage
  }
}

/**
 * Refuses requests a browser sends on behalf of another site, answering 403 with `message`.
 * Against login CSRF: a page elsewhere must not sign its visitor into an account of its choosing
 * (for GET /login an <img> would do). Browsers label their requests: modern ones with
 * Sec-Fetch-Site, which pages cannot forge, and POSTs and cross-origin requests with Origin.
 * So: 'cross-site' is refused, 'same-origin' and 'none' (typed or bookmarked) pass, and
 * otherwise an Origin must be one of `allowedOrigins` or the API's own. A request with neither
 * header (curl, a server) comes from no browser, carries no victim's cookies, and passes.
 */
export function sameSiteOnly(allowedOrigins: readonly string[], message: string): SameSiteGuard {
  const allowed = new Set(allowedOrigins);
  const guard: RequestHandler = (req, _res, next) => {
    const fetchSite = req.get('Sec-Fetch-Site');
    if (fetchSite === 'same-origin' || fetchSite === 'none') {
      next();
      return;
    }
    const origin = req.get('Origin');
    const foreignOrigin = origin !== undefined && !allowed.has(origin) && !isOwnOrigin(origin, req);
    if (fetchSite === 'cross-site' || foreignOrigin) {
      next(AppError.forbidden(message));
      return;
    }
    next();
  };
  return Object.assign(guard, { refusesCrossSite: true as const });
}

/** The guard, marked so the API reference can tell which routes answer 403 to another site. */
export type SameSiteGuard = RequestHandler & { refusesCrossSite: true };

export function isSameSiteGuard(handler: RequestHandler): handler is SameSiteGuard {
  return (handler as Partial<SameSiteGuard>).refusesCrossSite === true;
}
