import { ApiError } from '../../shared/api/api-error';
import { CLEAR_CART_ERROR_MESSAGE, CLEAR_CART_FAILED_MESSAGE } from './messages';

/**
 * docs/product.md#cart tells two failures apart. 'Failed to clear cart!' is the server answering
 * that it did not clear: a 200 `success:false` body (which the client refuses as BAD_RESPONSE) or
 * a 4xx error envelope, this API's way of saying `success:false`. Anything else means the request
 * never completed: no answer (status 0) or a server error (5xx).
 */
export function clearCartFailureMessage(error: unknown): string {
  const serverRefused = error instanceof ApiError && error.status >= 200 && error.status < 500;
  return serverRefused ? CLEAR_CART_FAILED_MESSAGE : CLEAR_CART_ERROR_MESSAGE;
}
