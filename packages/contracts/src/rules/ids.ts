import { z } from '../zod.js';

/**
 * Ids of stored documents are MongoDB ObjectIds in their 24-hex form. Checking the shape here
 * means a malformed id is a 400, never a mongoose CastError (a 500) further down.
 */
export const objectIdSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'Must be a 24-character hexadecimal id')
  .transform((id) => id.toLowerCase());

/** The order number's length; forms use it as maxLength. */
export const ORDER_ID_LENGTH = 12;
export const ORDER_ID_PATTERN = /^[0-9a-f]{12}$/;

/** The public order number: 12 lower-case hexadecimal characters (docs/product.md#order-entity). */
export const orderIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(ORDER_ID_PATTERN, 'Must be 12 hexadecimal characters');
