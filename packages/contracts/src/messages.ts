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
} as const;

/** Why checkout or a voucher is refused, as the web shows it; the API sends the same words. */
export const CHECKOUT_MESSAGES = {
  /** /paymentorder's 409 when the lines sent are no longer the shopper's cart. */
  cartChanged: 'Your cart has changed. Please review it before paying.',
  /** A known code past its expiry date. */
  voucherExpired: 'This code has expired',
  /** A known code switched off. */
  voucherInactive: 'This code is not active',
} as const;

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
