/** The checkout's notices, worded exactly as docs/product.md#checkout gives them. */
export const FILL_ALL_FIELDS_MESSAGE = 'Please fill all the fields';
export const ADDRESS_EXISTS_MESSAGE = 'Address already exists';
export const ADDRESS_ADDED_MESSAGE = 'Address added successfully';
export const CHECKOUT_FAILED_MESSAGE = 'Something went wrong!';
