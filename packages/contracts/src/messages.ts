import { formatPrice } from './money.js';

/** Server messages the spec names; the web branches on them, so they must match to the letter. */
export const SERVER_MESSAGES = {
  userNotFound: 'User not found',
  wrongPassword: 'Wrong password',
  userExists: 'User already exists!',
  signedUp: 'New user created and logged in successfully',
  userUpdated: 'User updated successfully',
  /** Not in the spec: /oauth's 503 when GOOGLE_CLIENT_ID is unset (docs/product.md#session). */
  googleNotConfigured: 'Google sign-in is not configured',
} as const;

export type ServerMessage = (typeof SERVER_MESSAGES)[keyof typeof SERVER_MESSAGES];

/** What the account screens show; the web and the API share them (not in the spec). */
export const ACCOUNT_MESSAGES = {
  emailVerified: 'Email verified',
  linkExpired: 'This link has expired or was already used',
  resetRequested: 'If an account exists for this e-mail, a reset link is on its way.',
  passwordChanged: 'Your password has been changed. Please log in with the new one.',
  verificationSent: 'A new verification e-mail is on its way.',
  alreadyVerified: 'Your e-mail is already verified',
  confirmPasswordForEmail: 'Please confirm your password to change your e-mail',
  googleLinkNeedsPassword: 'Please log in with your password first to link Google',
  signedOutEverywhere: 'Signed out of all devices',
  /** A profile save that read the account before another change of its e-mail landed. */
  profileChangedMeanwhile: 'Your e-mail was changed meanwhile. Please reload and try again.',
} as const;

/** Why checkout or a voucher is refused, as the web shows it; the API sends the same words. */
export const CHECKOUT_MESSAGES = {
  /** /paymentorder's 409 when the lines sent are no longer the shopper's cart. */
  cartChanged: 'Your cart has changed. Please review it before paying.',
  /**
   * /paymentorder's 400 when the amount sent is not its total: a price changed since the shopper
   * saw the total (or the amount was tampered with).
   */
  amountMismatch:
    'The amount does not match the order total; please review your cart and try again',
  /**
   * /getcode's 404 and the checkout's 400 for a code the shop does not have (the web's own toast
   * for it is the spec's 'Invalid code!'); at checkout, a code applied and deleted since.
   */
  voucherUnknown: 'Invalid code',
  /** A known code past its expiry date. */
  voucherExpired: 'This code has expired',
  /** A known code switched off. */
  voucherInactive: 'This code is not active',
  /** A known code whose validFrom is still ahead. */
  voucherNotYetActive: 'This code is not active yet',
  /** Every use the code allows (usageLimit) is held or taken. */
  voucherFullyUsed: 'This code has been fully used',
  /** The shopper has used it as often as it allows (perCustomerLimit). */
  voucherAlreadyUsed: 'You have already used this code',
  /** firstOrderOnly, and the shopper has an earlier order that was not cancelled. */
  voucherFirstOrderOnly: 'This code is for your first order only',
  /** The order's total is under MIN_ORDER_TOTAL_PAISE without a code to blame (a ₹0 product). */
  totalBelowMinimum: 'The total is below ₹1.00, the smallest order we can take',
  /** Its discount would leave less than MIN_ORDER_TOTAL_PAISE (₹1) to pay. */
  voucherBelowMinimum: 'This code would bring your total below ₹1',
} as const;

/** The subtotal is below the code's minOrderValue: 'Add ₹50 more to use this code'. */
export function voucherShortfallMessage(shortfallRupees: number): string {
  return `Add ${formatPrice(shortfallRupees)} more to use this code`;
}

const VOUCHER_REFUSALS: readonly string[] = [
  CHECKOUT_MESSAGES.voucherUnknown,
  CHECKOUT_MESSAGES.voucherExpired,
  CHECKOUT_MESSAGES.voucherInactive,
  CHECKOUT_MESSAGES.voucherNotYetActive,
  CHECKOUT_MESSAGES.voucherFullyUsed,
  CHECKOUT_MESSAGES.voucherAlreadyUsed,
  CHECKOUT_MESSAGES.voucherFirstOrderOnly,
  CHECKOUT_MESSAGES.voucherBelowMinimum,
];
const SHORTFALL_PATTERN = /^Add ₹[\d,.]+ more to use this code$/;

/** Whether a checkout was refused because of its voucher (so the web drops the code). */
export function isVoucherRefusal(message: string): boolean {
  return VOUCHER_REFUSALS.includes(message) || SHORTFALL_PATTERN.test(message);
}

/** Not in the spec: what /addcart, /paymentorder and /addorder say about a sold-out product. */
export const SOLD_OUT_MESSAGE = 'This item is sold out today';

/** Not in the spec: a console edit based on a record someone else saved meanwhile (409). */
export const EDITED_MEANWHILE_MESSAGE =
  'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.';

/** Delivery slots and the handover at the gym, as the API and the web say them. */
export const DELIVERY_MESSAGES = {
  slotFull: 'This delivery slot is full. Please pick another.',
  slotClosed: 'This delivery slot is closed. Please pick another.',
  /** No slot left at the gym in the booking window (an API client that sent none). */
  noSlotLeft: 'No delivery slot is left at this gym this week.',
  chooseSlot: 'Please choose a delivery slot',
  wrongHandoverCode: 'Wrong handover code',
  handoverLocked: 'Too many wrong handover codes. Please try again in 10 minutes.',
  gymNotFound: 'Gym not found',
  dateOutOfRange: 'Pick a date from today to 6 days ahead',
  addedAgain: 'Added to your cart again!',
} as const;
