import {
  normaliseIndianMobile,
  normalisePassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG,
  passwordFitsBcrypt,
  PHONE_MESSAGE,
} from '@gymfuel/contracts';

export interface SignUpForm {
  userName: string;
  email: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
  acceptedTerms: boolean;
}

/** docs/product.md#sign-up, to the letter ('atleast' included). */
export const SIGN_UP_MESSAGES = {
  acceptTerms: 'Please accept the terms and conditions',
  passwordTooShort: (length: number) => `Password must be atleast 8 characters long! ${length}`,
  passwordsDiffer: 'Password and confirm password do not match!',
  /** Not in the spec: bcrypt reads only 72 bytes; the server refuses longer with these words. */
  passwordTooLong: PASSWORD_TOO_LONG,
} as const;

/**
 * The first rule the form breaks, in the spec's order, or null when it may be sent.
 * Empty and malformed name/e-mail are stopped earlier by the inputs' own `required` and
 * `type="email"`; the phone format (left open by the spec) is the contracts' Indian mobile rule.
 */
export function validateSignUp(form: SignUpForm): string | null {
  if (!form.acceptedTerms) return SIGN_UP_MESSAGES.acceptTerms;
  if (normaliseIndianMobile(form.phoneNumber) === null) return PHONE_MESSAGE;
  return newPasswordProblem(form.password, form.confirmPassword);
}

/**
 * The sign-up's password rules, in its order; a password reset chooses its password by them too.
 * Lengths are of the password as the server keeps it (composed), so both sides count alike.
 */
export function newPasswordProblem(password: string, confirmPassword: string): string | null {
  const kept = normalisePassword(password);
  if (kept.length < PASSWORD_MIN_LENGTH) return SIGN_UP_MESSAGES.passwordTooShort(kept.length);
  if (!passwordFitsBcrypt(kept)) return SIGN_UP_MESSAGES.passwordTooLong;
  if (kept !== normalisePassword(confirmPassword)) return SIGN_UP_MESSAGES.passwordsDiffer;
  return null;
}
