/** The cart's notices and questions, worded exactly as docs/product.md#cart gives them. */
export const CART_FAILED_MESSAGE = 'Something went wrong!';
export const PRODUCT_REMOVED_MESSAGE = 'Product removed!';
export const REMOVE_QUESTION = 'Are you sure you want to remove this item from the cart?';
export const QUANTITY_UP_MESSAGE = '+1';
export const QUANTITY_DOWN_MESSAGE = '-1';
export const FAVOURITE_ADDED_MESSAGE = 'Added to favorites';
export const FAVOURITE_REMOVED_MESSAGE = 'Removed from favorites';
export const CLEAR_CART_FAILED_MESSAGE = 'Failed to clear cart!';
export const CLEAR_CART_ERROR_MESSAGE = 'An error occurred while clearing the cart!';
export const CLEAR_CART_QUESTION = 'Are you sure you want to remove all items from the cart?';
