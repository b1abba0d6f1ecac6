import { DELIVERY_MESSAGES, type Reordered } from '@gymfuel/contracts';

/** The Orders view's notices and question, worded exactly as docs/product.md#orders gives them. */
export const ORDERS_FAILED_MESSAGE = 'Failed to fetch orders!';
export const CANCEL_QUESTION =
  'Do you really want to cancel the order? This action cannot be reversed! Note: This Item is non-refundable.';
export const ORDER_CANCELLED_MESSAGE =
  'Order cancelled successfully! Refund will be initiated shortly.';
export const CANCEL_FAILED_MESSAGE = 'Something went wrong!';
export const EMPTY_REVIEW_MESSAGE = 'Please enter a review!';
export const REVIEW_ADDED_MESSAGE = 'Review added successfully!';
export const REVIEW_FAILED_MESSAGE = 'Failed to add review!';

/**
 * Not in the spec: how Order again names the lines it could not put back in the cart, those no
 * longer on the menu and those the cart already holds the most of; '' when there are none.
 */
export const notAddedMessage = ({ skipped, atLimit }: Pick<Reordered, 'skipped' | 'atLimit'>) =>
  [
    skipped.length > 0 && `Not on the menu any more: ${skipped.join(', ')}`,
    atLimit.length > 0 && `Already at the most you can order: ${atLimit.join(', ')}`,
  ]
    .filter(Boolean)
    .join('. ');

/** 'Added to your cart again!', naming anything it could not add. */
export const addedAgainMessage = (reordered: Reordered) =>
  [DELIVERY_MESSAGES.addedAgain, notAddedMessage(reordered)].filter(Boolean).join(' ');
