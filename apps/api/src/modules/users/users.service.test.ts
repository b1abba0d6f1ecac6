import { ACCOUNT_MESSAGES } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { roleLockModel } from './role-lock.model.js';
import { userModel, type UserModel } from './users.model.js';
import { createUserService, ROLE_NEEDS_VERIFIED_EMAIL } from './users.service.js';

let db: TestDatabase;
let User: UserModel;

beforeAll(async () => {
  db = await openTestDatabase();
  User = userModel(db.connection);
  await User.init();
});
afterAll(() => db.close());

/**
 * The user model, except that `findById` answers what it read only after `meanwhile` has run:
 * another request's change lands between this request's read and its write.
 */
function readingBefore(meanwhile: () => Promise<unknown>): UserModel {
  return new Proxy(User, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property !== 'findById') return typeof value === 'function' ? value.bind(target) : value;
      return (id: string) => ({
        select: (fields: string) => ({
          lean: async () => {
            const read = await target.findById(id).select(fields).lean();
            await meanwhile();
            return read;
          },
        }),
      });
    },
  });
}

describe('updateProfile', () => {
  it('refuses a save that read the account before its e-mail changed, keeping the verified address', async () => {
    const account = await User.create({
      email: 'someone.else@example.in',
      userName: 'Asha Kapoor',
      emailVerified: false,
    });
    // Between the read and the write, the owner moves back to their own address and verifies it.
    const users = createUserService({
      User: readingBefore(() =>
        User.updateOne(
          { _id: account._id },
          { $set: { email: 'asha@example.in', emailVerified: true } },
        ),
      ),
      RoleLock: roleLockModel(db.connection),
      authChanges: { announce: async () => {} },
    });

    const saving = users.updateProfile(account._id.toHexString(), {
      email: 'someone.else@example.in',
      userName: 'Asha K',
      phoneNumber: '9876543210',
      address: '',
      userPhoto: '',
    });
    await expect(saving).rejects.toBeInstanceOf(AppError);
    await expect(saving).rejects.toMatchObject({
      status: 409,
      message: ACCOUNT_MESSAGES.profileChangedMeanwhile,
    });
    expect(await User.findById(account._id).lean()).toMatchObject({
      email: 'asha@example.in',
      emailVerified: true,
      userName: 'Asha Kapoor',
    });
  });
});

/**
 * The user model, except that `findOneAndUpdate` runs only after `meanwhile` has: another
 * request's change lands between this request's checks and its write.
 */
function writingAfter(meanwhile: () => Promise<unknown>): UserModel {
  return new Proxy(User, {
    get(target, property) {
      const value = Reflect.get(target, property);
      if (property !== 'findOneAndUpdate') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: Parameters<UserModel['findOneAndUpdate']>) => ({
        lean: async () => {
          await meanwhile();
          return target.findOneAndUpdate(...args).lean();
        },
      });
    },
  });
}

describe('grantRole', () => {
  const roleOf = async (email: string) => (await User.findOne({ email }).lean())?.role;

  it.each([
    ['the account moved to a new, unverified address', 404, 'User not found', false],
    ['an unverified account took the address', 409, ROLE_NEEDS_VERIFIED_EMAIL, true],
  ])(
    'refuses a grant checked on a verified e-mail when, before its write, %s',
    async (_case, status, message, retaken) => {
      const email = `granted.${status}@example.in`;
      const moved = `moved.${status}@example.in`;
      const account = await User.create({ email, userName: 'Ravi', emailVerified: true });
      const users = createUserService({
        User: writingAfter(async () => {
          await User.updateOne(
            { _id: account._id },
            { $set: { email: moved, emailVerified: false } },
          );
          if (retaken) await User.create({ email, userName: 'Someone', emailVerified: false });
        }),
        RoleLock: roleLockModel(db.connection),
        authChanges: { announce: async () => {} },
      });

      const granting = users.grantRole(email, 'staff');
      await expect(granting).rejects.toBeInstanceOf(AppError);
      await expect(granting).rejects.toMatchObject({ status, message });
      expect(await roleOf(moved)).toBe('customer');
      expect(await roleOf(email)).toBe(retaken ? 'customer' : undefined);
    },
  );
});

describe('the users collection', () => {
  it('indexes the addresses accounts proved, which every verification looks up', async () => {
    const keys = (await User.collection.listIndexes().toArray()).map((index) => index.key);
    expect(keys).toContainEqual({ verifiedEmails: 1 });
  });
});
