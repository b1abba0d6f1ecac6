import bcrypt from 'bcrypt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BCRYPT_COST, checkPassword, hashPassword } from './password.js';

afterEach(() => vi.restoreAllMocks());

const composed = 'caf\u00e9-protein';
const decomposed = 'cafe\u0301-protein';

describe('passwords', () => {
  it('hashes with bcrypt at cost 10 and checks the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    await expect(checkPassword('correct horse', hash)).resolves.toEqual({
      matches: true,
      stale: false,
    });
    await expect(checkPassword('correct horse!', hash)).resolves.toEqual({
      matches: false,
      stale: false,
    });
  });

  it('checks a password composed (NFC), however it was typed', async () => {
    const hash = await hashPassword(composed);
    for (const typed of [composed, decomposed]) {
      await expect(checkPassword(typed, hash)).resolves.toEqual({ matches: true, stale: false });
    }
  });

  it('matches a hash made from the decomposed form as typed, and calls it stale', async () => {
    const hash = await bcrypt.hash(decomposed, BCRYPT_COST);
    await expect(checkPassword(decomposed, hash)).resolves.toEqual({ matches: true, stale: true });
    await expect(checkPassword(composed, hash)).resolves.toEqual({
      matches: false,
      stale: false,
    });
  });

  it('spends one full-cost comparison when there is no hash, so unknown e-mails are not faster', async () => {
    await checkPassword('warm-up', undefined);
    const compare = vi.spyOn(bcrypt, 'compare');
    await expect(checkPassword('anything at all', undefined)).resolves.toEqual({
      matches: false,
      stale: false,
    });
    expect(compare).toHaveBeenCalledTimes(1);
    const [, comparedWith] = compare.mock.calls[0] as unknown as [string, string];
    expect(bcrypt.getRounds(comparedWith)).toBe(BCRYPT_COST);
  });

  it('spends two comparisons on a decomposed password with no hash, as on a wrong one', async () => {
    await checkPassword('warm-up', undefined);
    const compare = vi.spyOn(bcrypt, 'compare');
    await checkPassword(decomposed, undefined);
    expect(compare).toHaveBeenCalledTimes(2);
  });

  it('never accepts the dummy hash’s own password for an account without one', async () => {
    await expect(checkPassword('no account has this password', undefined)).resolves.toEqual({
      matches: false,
      stale: false,
    });
  });
});
