import { groupIndianDigits } from '../indian-digits.js';
import { z } from '../zod.js';

/**
 * No order of protein shakes comes near ₹10,00,000 (ten lakh). The bound makes an absurd number
 * (1e300, 2^53 + 2) a validation error with a clear message instead of a sum that overflows the
 * paise arithmetic downstream.
 */
export const MAX_RUPEES = 1_000_000;
const TOO_LARGE = `Must be at most ₹${groupIndianDigits(String(MAX_RUPEES))}`;
const NEGATIVE = 'Must not be negative';
const NOT_A_NUMBER = 'Must be a number';

/**
 * The smallest total an order may have, on either checkout: Razorpay takes no payment under ₹1,
 * and pay-on-delivery keeps the same floor, so an order is never free or worth a few paise.
 */
export const MIN_ORDER_TOTAL_PAISE = 100;

/** Catalogue prices are whole rupees (e.g. 150). */
export const wholeRupeesSchema = z
  .number(NOT_A_NUMBER)
  .int('Must be whole rupees')
  .nonnegative(NEGATIVE)
  .max(MAX_RUPEES, TOO_LARGE);

/** Rupee amounts with at most 2 decimals, as the spec's totals show them. */
export const rupeesSchema = z
  .number(NOT_A_NUMBER)
  .nonnegative(NEGATIVE)
  .max(MAX_RUPEES, TOO_LARGE)
  .multipleOf(0.01, 'At most 2 decimals');

/** Integer paise, as Razorpay and the database hold money. */
export const paiseSchema = z
  .number(NOT_A_NUMBER)
  .int('Must be whole paise')
  .nonnegative(NEGATIVE)
  .max(MAX_RUPEES * 100, TOO_LARGE);

/**
 * A price or total the spec's clients send and the server ignores (it prices from the catalogue).
 * Only sanity is checked: ignored is no reason to accept 1e300 or -1, but a client's rounding
 * (or an amount in paise) must never make a genuine order or payment fail.
 */
export const ignoredAmountSchema = z
  .number(NOT_A_NUMBER)
  .nonnegative(NEGATIVE)
  .max(MAX_RUPEES * 100, 'Must be a realistic amount')
  .optional();
