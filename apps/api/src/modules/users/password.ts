import { normalisePassword } from '@gymfuel/contracts';
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
async function matchesHash(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= bcrypt.hash('no account has this password', BCRYPT_COST);
  const matches = await bcrypt.compare(password, hash ?? (await dummyHash));
  return hash !== undefined && matches;
}

/**
 * Whether `typed` (as the login or confirmation field sent it) is the password behind `hash`.
 * Hashes are of the composed (NFC) form the contracts give new passwords; one made before they
 * did may be of the form its owner's keyboard typed, so when the composed form fails and the typed
 * one differs, that is tried too (for an unknown account as well, so timing tells nothing).
 * `stale`: only the typed form matched, and the hash should be remade from the composed one.
 */
export async function checkPassword(
  typed: string,
  hash: string | undefined,
): Promise<{ matches: boolean; stale: boolean }> {
  if (await matchesHash(normalisePassword(typed), hash)) return { matches: true, stale: false };
  const matches = typed !== normalisePassword(typed) && (await matchesHash(typed, hash));
  return { matches, stale: matches };
}
