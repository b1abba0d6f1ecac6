import { describe, expect, it } from 'vitest';
import { goalInputsSchema, signUpBodySchema } from './index.js';

describe('missing-field messages', () => {
  it("say 'Required' for every missing field of a contract, at its path", () => {
    const result = signUpBodySchema.safeParse({});
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['email', 'Required'],
      ['password', 'Required'],
      ['userName', 'Required'],
      ['phoneNumber', 'Required'],
    ]);
  });

  it('leave the message for a value of the wrong kind as it was', () => {
    const result = signUpBodySchema.safeParse({
      email: 'asha@example.com',
      password: 'Password123',
      userName: 42,
      phoneNumber: '9876543210',
    });
    expect(result.error?.issues.map(({ message }) => message)).toEqual([
      'Invalid input: expected string, received number',
    ]);
  });

  it("say 'Required' for a missing choice too, not 'Invalid option'", () => {
    const result = goalInputsSchema.safeParse({ weightKg: 70, heightCm: 175, age: 25 });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['sex', 'Required'],
      ['activity', 'Required'],
      ['goal', 'Required'],
    ]);
  });
});
