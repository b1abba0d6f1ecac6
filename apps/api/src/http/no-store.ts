import type { RequestHandler } from 'express';

/** For responses that carry personal data or set the session cookie: no cache may keep them. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
