import { z } from '../zod.js';

/** A trimmed string that must not be empty once trimmed. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `Must be at most ${max} characters`);

/** A trimmed string that may be empty (the spec sends '' for "not set"). */
export const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`);
