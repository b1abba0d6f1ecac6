import { z } from 'zod';

/** Catalogue prices are whole rupees (e.g. 150). */
export const wholeRupeesSchema = z.number().int().nonnegative();

/** Rupee amounts with at most 2 decimals, as the spec's totals show them. */
export const rupeesSchema = z.number().nonnegative().multipleOf(0.01, 'At most 2 decimals');

/** Integer paise, as Razorpay and the database hold money. */
export const paiseSchema = z.number().int().nonnegative();
