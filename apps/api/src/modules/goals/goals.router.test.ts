import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAINTAIN = {
  weightKg: 70,
  heightCm: 175,
  age: 25,
  sex: 'male',
  activity: 'moderate',
  goal: 'maintain',
} as const;

const bearer = (account: SignedInUser) => `Bearer ${account.token}`;
const getGoals = (account: SignedInUser) =>
  call(t.app, endpoints.getGoals).set('Authorization', bearer(account));
const saveGoals = (account: SignedInUser, body: unknown) =>
  call(t.app, endpoints.saveGoals, body).set('Authorization', bearer(account));

describe('GET /goals and PUT /goals', () => {
  it('answers null before any goals, then saves them with the targets worked out', async () => {
    const shopper = await signUpUser(t.app);
    expect(expectSuccess(endpoints.getGoals, await getGoals(shopper)).data).toBeNull();

    const saved = expectSuccess(endpoints.saveGoals, await saveGoals(shopper, MAINTAIN));
    // 1673.75 × 1.55 = 2594.3 → 2590 kcal; 70 × 1.8 = 126 g
    expect(saved.data).toEqual({ ...MAINTAIN, targets: { kcal: 2590, protein: 126 } });
    expect(expectSuccess(endpoints.getGoals, await getGoals(shopper)).data).toEqual(saved.data);
  });

  it('replaces the goals on a second save, keeping one record per shopper', async () => {
    const shopper = await signUpUser(t.app);
    await saveGoals(shopper, MAINTAIN);
    const cut = {
      ...MAINTAIN,
      weightKg: 60,
      heightCm: 165,
      age: 30,
      sex: 'Female',
      activity: 'sedentary',
      goal: 'Cut',
    };
    const saved = expectSuccess(endpoints.saveGoals, await saveGoals(shopper, cut));
    // 1320.25 × 1.2 × 0.8 = 1267.4 → 1270 kcal; 60 × 2.2 = 132 g
    expect(saved.data).toMatchObject({
      sex: 'female',
      goal: 'cut',
      targets: { kcal: 1270, protein: 132 },
    });
    expect(await t.db.models.Goals.countDocuments({ userId: shopper.user._id })).toBe(1);
  });

  it('keeps one record when two tabs save at once, with a unique index behind it', async () => {
    const shopper = await signUpUser(t.app);
    const results = await Promise.all([
      saveGoals(shopper, MAINTAIN),
      saveGoals(shopper, { ...MAINTAIN, goal: 'bulk' }),
    ]);
    expect(results.map((response) => response.status)).toEqual([200, 200]);
    expect(await t.db.models.Goals.countDocuments({ userId: shopper.user._id })).toBe(1);
    const indexes = await t.db.models.Goals.collection.listIndexes().toArray();
    expect(indexes.find((index) => index.key.userId === 1)).toMatchObject({ unique: true });
  });

  it.each([
    ['weightKg', 29, 'Weight must be between 30 and 250 kg'],
    ['weightKg', 251, 'Weight must be between 30 and 250 kg'],
    ['weightKg', '70', 'Weight must be a number between 30 and 250 kg'],
    // What the web sends for a figure too big for a number (1e309 typed): Infinity is null in JSON.
    ['weightKg', null, 'Weight must be a number between 30 and 250 kg'],
    ['heightCm', '', 'Height must be a number between 120 and 230 cm'],
    ['age', false, 'Age must be a number between 14 and 100 years'],
    ['heightCm', 119, 'Height must be between 120 and 230 cm'],
    ['heightCm', 231, 'Height must be between 120 and 230 cm'],
    ['age', 13, 'Age must be between 14 and 100 years'],
    ['age', 101, 'Age must be between 14 and 100 years'],
    ['age', 20.5, 'Age must be a whole number of years'],
    ['sex', 'other', 'Must be male or female'],
    ['activity', 'extreme', 'Must be sedentary, light, moderate, active or very active'],
    ['goal', 'shred', 'Must be cut, maintain or bulk'],
    ['goal', 3, 'Must be cut, maintain or bulk'],
    ['goal', undefined, 'Required'],
  ])('refuses %s = %o with a 400 naming the field', async (field, value, message) => {
    const shopper = await signUpUser(t.app);
    const failure = expectFailure(
      await saveGoals(shopper, { ...MAINTAIN, [field]: value }),
      400,
      'BAD_REQUEST',
    );
    expect(failure.details?.[0]?.path).toBe(field);
    if (message !== undefined) expect(failure.details?.[0]?.message).toBe(message);
    expect(expectSuccess(endpoints.getGoals, await getGoals(shopper)).data).toBeNull();
  });

  it('needs a session (401) and shows each shopper only their own goals', async () => {
    expectFailure(await call(t.app, endpoints.getGoals), 401, 'UNAUTHORIZED');
    expectFailure(await call(t.app, endpoints.saveGoals, MAINTAIN), 401, 'UNAUTHORIZED');

    const asha = await signUpUser(t.app);
    const ravi = await signUpUser(t.app);
    await saveGoals(asha, MAINTAIN);
    // A userId in the body is not a way to reach someone else: it is ignored.
    await saveGoals(ravi, { ...MAINTAIN, goal: 'bulk', userId: asha.user._id });
    expect(expectSuccess(endpoints.getGoals, await getGoals(ravi)).data?.goal).toBe('bulk');
    expect(expectSuccess(endpoints.getGoals, await getGoals(asha)).data?.goal).toBe('maintain');
  });
});
