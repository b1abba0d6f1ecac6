import { z } from '../zod.js';

/**
 * 2xx bodies always carry `success: true`; every failure is the error envelope
 * (`success: false`) with a matching HTTP status, so clients branch on the status.
 */
export const successResponse = z.object({ success: z.literal(true) });

export const messageResponse = successResponse.extend({ message: z.string() });

export const dataResponse = <S extends z.ZodType>(data: S) => successResponse.extend({ data });

export const messageDataResponse = <S extends z.ZodType>(data: S) =>
  messageResponse.extend({ data });
