import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { toValidationDetails, type ErrorEnvelope } from '@gymfuel/contracts';
import { ZodError } from 'zod';
import { AppError } from '../errors/app-error.js';
import { isDuplicateKey } from '../errors/duplicate-key.js';

/**
 * An error Express's own parts raise for a bad request, as http-errors makes them: a 4xx status,
 * and from body-parser (express.json) a `type` naming what went wrong. Some carry no type: a body
 * that is not in its Content-Encoding, a path parameter that is not valid percent-encoding.
 */
interface HttpClientError {
  status: number;
  type?: unknown;
}

function isHttpClientError(error: unknown): error is HttpClientError {
  if (typeof error !== 'object' || error === null) return false;
  const { status } = error as HttpClientError;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function fromHttpClientError(error: HttpClientError): AppError {
  // The router's: decodeURIComponent refused a path parameter.
  if (error instanceof URIError) {
    return AppError.badRequest('Malformed URL: a path parameter is not valid percent-encoding');
  }
  switch (error.type) {
    case 'entity.parse.failed':
      return AppError.badRequest('Malformed JSON in the request body');
    case 'entity.too.large':
      return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding or charset');
    default:
      return AppError.badRequest('The request body could not be read');
  }
}

/** What any request answers (503) while the database cannot be reached. */
export const DATABASE_UNAVAILABLE = 'Service temporarily unavailable';

/**
 * The database cannot be reached: a network failure (a cleared connection pool included), no
 * server found in time, a client not or no longer connected, or a command mongoose held while
 * disconnected until its buffer timed out (a plain MongooseError, known only by its message).
 */
function isDatabaseUnavailable(error: unknown): boolean {
  const { mongo } = mongoose;
  return (
    error instanceof mongoose.Error.MongooseServerSelectionError ||
    error instanceof mongo.MongoNetworkError ||
    error instanceof mongo.MongoServerSelectionError ||
    error instanceof mongo.MongoNotConnectedError ||
    error instanceof mongo.MongoTopologyClosedError ||
    (error instanceof mongoose.Error && /\bbuffering timed out after\b/.test(error.message))
  );
}

/** Maps anything thrown to an AppError; null means "unexpected" (a 500, logged in full). */
export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    return AppError.badRequest('Invalid request', toValidationDetails(error));
  }
  if (isHttpClientError(error)) return fromHttpClientError(error);
  if (
    error instanceof mongoose.Error.CastError ||
    error instanceof mongoose.Error.ValidationError
  ) {
    // Their messages name the model and its paths ('… for model "User"'): not for the client.
    return AppError.badRequest('Invalid request');
  }
  if (isDuplicateKey(error)) return AppError.conflict('This already exists');
  if (isDatabaseUnavailable(error)) {
    return new AppError('NOT_CONFIGURED', DATABASE_UNAVAILABLE);
  }
  return null;
}

export function createErrorHandler(): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const known = toAppError(error);
    if (known === null || known.status >= 500) {
      // pino-http logs the request at error level with this attached.
      res.err = error instanceof Error ? error : new Error(String(error));
    }
    const failure = known ?? new AppError('INTERNAL', 'Something went wrong');
    const envelope: ErrorEnvelope = {
      success: false,
      message: failure.message,
      code: failure.code,
      ...(failure.details === undefined ? {} : { details: failure.details }),
    };
    res.status(failure.status).json(envelope);
  };
}
