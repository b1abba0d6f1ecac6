import { z } from '../zod.js';
import { requiredText } from './text.js';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const FAVOURITES_MAX = 100;
export const SAVED_ADDRESSES_MAX = 20;
export const REVIEW_MAX_LENGTH = 1000;
export const ORDER_LINES_MIN = 1;
export const ORDER_LINES_MAX = 50;

const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`;

/** A JSON number only: "3" and 2.5 are refused, never coerced. */
export const quantitySchema = z
  .number(QUANTITY_MESSAGE)
  .int(QUANTITY_MESSAGE)
  .min(QUANTITY_MIN, QUANTITY_MESSAGE)
  .max(QUANTITY_MAX, QUANTITY_MESSAGE);

export const reviewTextSchema = requiredText(REVIEW_MAX_LENGTH, {
  required: 'Please enter a review!',
  tooLong: `A review must be at most ${REVIEW_MAX_LENGTH} characters`,
});
