import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpUser, signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { callAs } from '../../test/purchase.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ROLE_CHANGE_BUSY } from './role-lock.js';
import { LAST_OWNER, ROLE_NEEDS_VERIFIED_EMAIL } from './users.service.js';

let t: TestApp;
let owner: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  // Each test starts with exactly one owner: the caller.
  await t.db.models.User.updateMany({}, { $set: { role: 'customer' } });
  owner = await signUpVerifiedUser(t.app, t.db.models, 'owner', { userName: 'Nisha Rao' });
});

const setRole = (email: unknown, role: unknown, who = owner) =>
  callAs(t.app, who, endpoints.setStaffRole, { email, role });
const roleOf = async (email: string) =>
  (await t.db.models.User.findOne({ email }).lean())?.role ?? 'customer';
const roleEntries = (subject: string) =>
  t.db.models.Audit.find({ kind: 'staff.role', subject }).sort({ at: 1, _id: 1 }).lean();
const ownerCount = () => t.db.models.User.countDocuments({ role: 'owner' });

describe('GET /admin/staff', () => {
  it('lists owners first, then staff, never customers', async () => {
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'staff', { userName: 'Ravi Shah' });
    await signUpVerifiedUser(t.app, t.db.models, 'customer');
    const { data } = expectSuccess(
      endpoints.listStaff,
      await callAs(t.app, owner, endpoints.listStaff),
    );
    expect(data).toEqual([
      {
        _id: owner.user._id,
        email: owner.user.email,
        userName: 'Nisha Rao',
        role: 'owner',
        emailVerified: true,
      },
      {
        _id: ravi.user._id,
        email: ravi.user.email,
        userName: 'Ravi Shah',
        role: 'staff',
        emailVerified: true,
      },
    ]);
  });
});

describe('POST /admin/staff/role', () => {
  it('grants staff to a verified account and revokes it, auditing before and after', async () => {
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'customer', {
      userName: 'Ravi Shah',
    });
    const granted = expectSuccess(
      endpoints.setStaffRole,
      await setRole(ravi.user.email.toUpperCase(), 'staff'),
    );
    expect(granted.data).toMatchObject({ email: ravi.user.email, role: 'staff' });
    // The same grant again changes nothing and is not audited.
    expectSuccess(endpoints.setStaffRole, await setRole(ravi.user.email, 'staff'));
    expectSuccess(endpoints.setStaffRole, await setRole(ravi.user.email, 'customer'));
    expect(await roleOf(ravi.user.email)).toBe('customer');

    const entries = await roleEntries(ravi.user.email);
    expect(entries.map(({ before, after, actor }) => ({ before, after, by: actor.email }))).toEqual(
      [
        { before: { role: 'customer' }, after: { role: 'staff' }, by: owner.user.email },
        { before: { role: 'staff' }, after: { role: 'customer' }, by: owner.user.email },
      ],
    );
  });

  it('refuses a demoted person’s very next request', async () => {
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'staff');
    expectSuccess(
      endpoints.listAdminMessages,
      await callAs(t.app, ravi, endpoints.listAdminMessages),
    );
    expectSuccess(endpoints.setStaffRole, await setRole(ravi.user.email, 'customer'));
    expectFailure(await callAs(t.app, ravi, endpoints.listAdminMessages), 403, 'FORBIDDEN');
  });

  it('makes another owner, who may then demote the first', async () => {
    const meera = await signUpVerifiedUser(t.app, t.db.models, 'staff');
    expectSuccess(endpoints.setStaffRole, await setRole(meera.user.email, 'owner'));
    expectSuccess(endpoints.setStaffRole, await setRole(owner.user.email, 'staff', meera));
    expect(await roleOf(owner.user.email)).toBe('staff');
    expect(await ownerCount()).toBe(1);
  });

  it('never demotes the last owner, not even by themselves', async () => {
    for (const role of ['staff', 'customer']) {
      expect(expectFailure(await setRole(owner.user.email, role), 409, 'CONFLICT').message).toBe(
        LAST_OWNER,
      );
    }
    expect(await roleOf(owner.user.email)).toBe('owner');
    expect(await roleEntries(owner.user.email)).toEqual([]);
  });

  it('counts only owners with a verified e-mail: an unverified one cannot open the console', async () => {
    const meera = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    await t.db.models.User.updateOne({ _id: meera.user._id }, { $set: { emailVerified: false } });
    expect(expectFailure(await setRole(owner.user.email, 'staff'), 409, 'CONFLICT').message).toBe(
      LAST_OWNER,
    );
  });

  it('leaves one owner when two owners demote each other at the same time', async () => {
    const meera = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    const answers = await Promise.all([
      setRole(meera.user.email, 'staff', owner),
      setRole(owner.user.email, 'staff', meera),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser is refused by the rule (409) or, demoted first, by the guard (403).
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    expect(await ownerCount()).toBe(1);
  });

  it('refuses a change by an owner demoted while it was on its way, with 403', async () => {
    const meera = await signUpVerifiedUser(t.app, t.db.models, 'owner');
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'customer');
    // Meera's session is cached as an owner's; her demotion lands where this process has not
    // heard of it yet (another process made it), so the guard still lets her request through.
    expectSuccess(endpoints.listStaff, await callAs(t.app, meera, endpoints.listStaff));
    await t.db.models.User.updateOne({ _id: meera.user._id }, { $set: { role: 'customer' } });
    expect(
      expectFailure(await setRole(ravi.user.email, 'owner', meera), 403, 'FORBIDDEN').message,
    ).toBe('Only a GymFuel owner may do this');
    expect(await roleOf(ravi.user.email)).toBe('customer');
    expect(await roleEntries(ravi.user.email)).toEqual([]);
  });

  it('refuses an unverified account with 409 and an unknown one with 404', async () => {
    const unverified = await signUpUser(t.app);
    expect(
      expectFailure(await setRole(unverified.user.email, 'staff'), 409, 'CONFLICT').message,
    ).toBe(ROLE_NEEDS_VERIFIED_EMAIL);
    expect(
      expectFailure(await setRole('nobody@example.in', 'staff'), 404, 'NOT_FOUND').message,
    ).toBe('User not found');
    expect(await roleOf(unverified.user.email)).toBe('customer');
  });

  it.each([
    ['an unknown role', { email: 'ravi@example.in', role: 'chef' }, 'role'],
    ['a malformed e-mail', { email: 'ravi', role: 'staff' }, 'email'],
    ['no e-mail', { role: 'staff' }, 'email'],
  ])('refuses %s with 400 naming the field', async (_case, body, field) => {
    const envelope = expectFailure(
      await callAs(t.app, owner, endpoints.setStaffRole, body),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details?.[0]?.path).toBe(field);
  });

  it('takes over the role lock of a process that died holding it', async () => {
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'customer');
    await t.db.models.RoleLock.collection.replaceOne(
      { _id: 'roles' as never },
      { heldUntil: new Date(Date.now() - 1000), holder: 'dead-process' },
      { upsert: true },
    );
    expectSuccess(endpoints.setStaffRole, await setRole(ravi.user.email, 'staff'));
  });

  it('refuses with 409 while another change holds the role lock', async () => {
    const ravi = await signUpVerifiedUser(t.app, t.db.models, 'customer');
    await t.db.models.RoleLock.collection.replaceOne(
      { _id: 'roles' as never },
      { heldUntil: new Date(Date.now() + 60_000), holder: 'another-change' },
      { upsert: true },
    );
    expect(expectFailure(await setRole(ravi.user.email, 'staff'), 409, 'CONFLICT').message).toBe(
      ROLE_CHANGE_BUSY,
    );
    expect(await roleOf(ravi.user.email)).toBe('customer');
    await t.db.models.RoleLock.collection.deleteMany({});
  }, 15_000);
});
