import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

/**
 * State-changing requests must be application/json (mount-routes puts this before every POST and
 * PUT). A browser cannot send that cross-site without a CORS preflight, so this also closes the
 * classic form-post CSRF hole.
 */
export const jsonOnly: RequestHandler = (req, _res, next) => {
  if (req.is('application/json') === 'application/json') {
    next();
    return;
  }
  next(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json'));
};
