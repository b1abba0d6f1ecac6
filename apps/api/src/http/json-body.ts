import express, { type RequestHandler } from 'express';
import { AppError } from '../errors/app-error.js';

export const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object';

/**
 * Every JSON body the API reads is an object. Parsing is not strict (body-parser's strict mode
 * calls `null` or `42` malformed, though it is valid JSON), so a body that parsed but is not an
 * object is refused here, once, with a message that says what is wrong. No body leaves
 * `req.body` undefined.
 */
const objectsOnly: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  next(body === undefined || isObject ? undefined : AppError.badRequest(BODY_NOT_AN_OBJECT));
};

/**
 * A GET or HEAD body has no meaning (RFC 9110 §9.3.1), so none is read: a GET answers the same
 * whatever it carries (as the fast-path ones always did), never a 400 or 413 the API reference
 * does not list for it.
 */
const readsBody = (req: express.Request): boolean =>
  req.method !== 'GET' && req.method !== 'HEAD' && Boolean(req.is('application/json'));

/** Parses JSON bodies up to `limit`, keeping the raw bytes (webhook signatures are over them). */
export function jsonBody(limit: string): RequestHandler[] {
  return [
    express.json({
      limit,
      strict: false,
      type: (req) => readsBody(req as express.Request),
      verify: (req, _res, buffer) => {
        (req as express.Request).rawBody = buffer;
      },
    }),
    objectsOnly,
  ];
}
