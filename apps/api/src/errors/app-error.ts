import { ERROR_HTTP_STATUS, type ErrorCode, type ValidationIssue } from '@gymfuel/contracts';

/**
 * The one error type services throw. The error handler turns it into the envelope
 * `{success:false, message, code, details?}` with the HTTP status of its code.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_HTTP_STATUS[code];
  }

  static badRequest(message: string, details?: ValidationIssue[]): AppError {
    return new AppError('BAD_REQUEST', message, details);
  }

  static unauthorized(message = 'Please log in'): AppError {
    return new AppError('UNAUTHORIZED', message);
  }

  static forbidden(message = 'You may not act for another user'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }

  static tooManyRequests(message: string): AppError {
    return new AppError('TOO_MANY_REQUESTS', message);
  }

  static notConfigured(message: string): AppError {
    return new AppError('NOT_CONFIGURED', message);
  }
}
