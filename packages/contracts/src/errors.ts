import { z } from './zod.js';

/** Every failure is answered with this envelope and the HTTP status of its code. */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_CONFIGURED: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODES);

export const validationIssueSchema = z.object({
  /** Dotted path of the offending field, e.g. 'order.0.quantity'; '' for the whole body. */
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  details: z.array(validationIssueSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

const pathOf = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.');

/**
 * Turns a zod failure into the envelope's `details`. A field of the wrong type is named for
 * that alone: zod 4 still runs length checks on it (an array has a length), which would add a
 * 'required' or 'too short' that does not apply.
 */
export function toValidationDetails(error: z.ZodError): ValidationIssue[] {
  const mistyped = new Set(
    error.issues.filter((issue) => issue.code === 'invalid_type').map(pathOf),
  );
  return error.issues
    .filter((issue) => issue.code === 'invalid_type' || !mistyped.has(pathOf(issue)))
    .map((issue) => ({ path: pathOf(issue), message: issue.message }));
}
