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
