import bcrypt from 'bcrypt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BCRYPT_COST, hashPassword, passwordMatches } from './password.js';

afterEach(() => vi.restoreAllMocks());

describe('passwords', () => {
  it('hashes with bcrypt at cost 10 and checks the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    await expect(passwordMatches('correct horse', hash)).resolves.toBe(true);
    await expect(passwordMatches('correct horse!', hash)).resolves.toBe(false);
  });

  it('spends one full-cost comparison when there is no hash, so unknown e-mails are not faster', async () => {
    await passwordMatches('warm-up', undefined);
    const compare = vi.spyOn(bcrypt, 'compare');
    await expect(passwordMatches('anything at all', undefined)).resolves.toBe(false);
    expect(compare).toHaveBeenCalledTimes(1);
    const [, comparedWith] = compare.mock.calls[0] as unknown as [string, string];
    expect(bcrypt.getRounds(comparedWith)).toBe(BCRYPT_COST);
  });

  it('never accepts the dummy hash’s own password for an account without one', async () => {
    await expect(passwordMatches('no account has this password', undefined)).resolves.toBe(false);
  });
});
