import { SOLD_OUT_MESSAGE } from '@gymfuel/contracts';
import { ApiError } from '../api/api-error';

/** The server refused because the product is sold out today (409 'This item is sold out today'). */
export const isSoldOutRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.message === SOLD_OUT_MESSAGE;
