import type { ErrorCode, ValidationIssue } from '@gymfuel/contracts';

/** Why a call failed: the server's envelope code, or what went wrong before one arrived. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly details: ValidationIssue[] = [],
  ) {
    super(message);
  }
}

/** The API answers an unknown record, anyone else's, and a malformed id alike: nothing to show. */
export const isMissingAnswer = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
