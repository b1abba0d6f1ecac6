import bcrypt from 'bcrypt';

/**
 * Cost ≥ 10 (docs/architecture.md#hashed-passwords); tests keep it too, so what they measure is
 * what ships.
 */
export const BCRYPT_COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * Accounts without a password (Google sign-ups) and unknown e-mails are checked against a
 * throwaway hash of the same cost, so every failed login costs one bcrypt comparison and the
 * response time does not tell whether an account exists.
 */
export async function passwordMatches(
  password: string,
  hash: string | undefined,
): Promise<boolean> {
  dummyHash ??= bcrypt.hash('no account has this password', BCRYPT_COST);
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return hash !== undefined && matches;
}
