import { describe, expect, it } from 'vitest';
import { isVerifiedStaff } from './roles.js';

describe('isVerifiedStaff', () => {
  it('is true for staff and owners with a verified e-mail only', () => {
    expect(isVerifiedStaff({ role: 'staff', emailVerified: true })).toBe(true);
    expect(isVerifiedStaff({ role: 'owner', emailVerified: true })).toBe(true);
    expect(isVerifiedStaff({ role: 'staff', emailVerified: false })).toBe(false);
    expect(isVerifiedStaff({ role: 'owner', emailVerified: false })).toBe(false);
    expect(isVerifiedStaff({ role: 'customer', emailVerified: true })).toBe(false);
  });
});
