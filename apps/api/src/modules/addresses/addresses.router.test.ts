import {
  endpoints,
  parseSavedAddresses,
  SAVED_ADDRESSES_MAX,
  serializeSavedAddresses,
  type Address,
  type EndpointDefinition,
} from '@gymfuel/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_GYMS } from '../../seed/gyms.js';
import { seedDatabase } from '../../seed/seed.js';
import { signUpUser, type SignedInUser } from '../../test/accounts.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ADDRESS_EXISTS, NO_SAVED_ADDRESSES } from './addresses.service.js';

let t: TestApp;
let asha: SignedInUser;
let ravi: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.db.models);
  asha = await signUpUser(t.app, { userName: 'Asha Kapoor' });
  ravi = await signUpUser(t.app, { userName: 'Ravi Shah' });
});
beforeEach(() => t.db.models.SavedAddresses.deleteMany({}));
afterAll(() => t.close());

function seededGymName(index: number): string {
  const gym = SEED_GYMS[index];
  if (gym === undefined) throw new Error('The seed should list at least two gyms');
  return gym.name;
}

const home: Address = {
  your_name: 'Asha Kapoor',
  your_email: 'asha@example.in',
  gym_name: seededGymName(0),
  city: 'Mumbai',
  country: 'India',
  phone: '9876543210',
};
const work: Address = { ...home, gym_name: seededGymName(1), phone: '9123456780' };

const as = <E extends EndpointDefinition>(who: SignedInUser, endpoint: E, body?: unknown) =>
  call(t.app, endpoint, body).set('Cookie', who.cookie);

async function storedJsonOf(who: SignedInUser): Promise<string> {
  const response = await as(who, endpoints.getAddresses, { userId: who.user._id });
  return expectSuccess(endpoints.getAddresses, response).data.address;
}

const addressesOf = async (who: SignedInUser) => parseSavedAddresses(await storedJsonOf(who));

async function save(who: SignedInUser, addresses: string) {
  return as(who, endpoints.saveAddresses, { userId: who.user._id, addresses });
}

describe('without a session', () => {
  it('POST /getadd and POST /address answer 401', async () => {
    expectFailure(await call(t.app, endpoints.getAddresses, {}), 401, 'UNAUTHORIZED');
    const body = { addresses: serializeSavedAddresses([home]) };
    expectFailure(await call(t.app, endpoints.saveAddresses, body), 401, 'UNAUTHORIZED');
  });
});

describe('POST /getadd', () => {
  it("answers data.address '[]' when the user has saved none", async () => {
    expect(await storedJsonOf(asha)).toBe(NO_SAVED_ADDRESSES);
  });

  it('leaves out an address saved before a rule that it no longer passes, and reads the rest', async () => {
    // As earlier versions stored them: a formatted phone (read as the bare digits today), a
    // name with a right-to-left override, a phone that is no Indian mobile.
    await t.db.models.SavedAddresses.create({
      userId: asha.user._id,
      addresses: JSON.stringify([
        { ...home, phone: '+91 98765 43210' },
        { ...work, your_name: 'Asha \u202ePaul' },
        { ...work, phone: '12345' },
        work,
      ]),
    });
    expect(await addressesOf(asha)).toEqual([home, work]);
  });

  it('leaves out an address at a gym we no longer deliver to, or one read twice, so the list can be saved again', async () => {
    // A gym renamed or closed since, and an address that reads as one saved before it.
    await t.db.models.SavedAddresses.create({
      userId: asha.user._id,
      addresses: JSON.stringify([
        { ...home, gym_name: 'Powerhouse Gym Worli (closed)' },
        work,
        { ...work, phone: '+91 91234 56780' },
      ]),
    });
    expect(await addressesOf(asha)).toEqual([work]);
    // What the checkout's 'Add new address' sends: the list it read, and the new address.
    expectSuccess(endpoints.saveAddresses, await save(asha, serializeSavedAddresses([work, home])));
    expect(await addressesOf(asha)).toEqual([work, home]);
  });

  it("answers '[]' for a stored list that is not a list any more", async () => {
    for (const stored of ['{"your_name":"Asha"}', 'not json', '[']) {
      await t.db.models.SavedAddresses.deleteMany({});
      await t.db.models.SavedAddresses.create({ userId: asha.user._id, addresses: stored });
      expect(await storedJsonOf(asha)).toBe('[]');
    }
  });

  it("answers 403 for another user's userId", async () => {
    const response = await as(asha, endpoints.getAddresses, { userId: ravi.user._id });
    expectFailure(response, 403, 'FORBIDDEN');
  });

  it('refuses a malformed userId with 400 naming it', async () => {
    const response = await as(asha, endpoints.getAddresses, { userId: 'asha' });
    expect(expectFailure(response, 400, 'BAD_REQUEST').message).toBe(
      'userId: Must be a 24-character hexadecimal id',
    );
  });
});

describe('POST /address', () => {
  it('stores the list, and /getadd hands it back as a JSON string', async () => {
    expectSuccess(endpoints.saveAddresses, await save(asha, serializeSavedAddresses([home, work])));
    expect(await addressesOf(asha)).toEqual([home, work]);
    expect(await addressesOf(ravi)).toEqual([]);
  });

  it('replaces the whole list', async () => {
    await save(asha, serializeSavedAddresses([home, work]));
    expectSuccess(endpoints.saveAddresses, await save(asha, serializeSavedAddresses([work])));
    expect(await addressesOf(asha)).toEqual([work]);
  });

  it('stores the normalised form (trimmed fields, one space between words, lower-case e-mail, bare phone digits)', async () => {
    const untidy = {
      ...home,
      your_name: '  Asha \u00a0 Kapoor ',
      your_email: ' Asha@Example.IN',
      phone: '(+91) 98765-43210',
    };
    expectSuccess(endpoints.saveAddresses, await save(asha, JSON.stringify([untidy])));
    expect(await addressesOf(asha)).toEqual([home]);
  });

  it('stores each gym as the gym list spells it, and the rest as the shopper saved it', async () => {
    const typed = [
      { ...home, gym_name: ' iron temple FITNESS  bandra', city: 'Delhi', country: 'Nepal' },
      { ...home, your_name: 'Ravi Shah', city: '', country: '' },
    ];
    expectSuccess(endpoints.saveAddresses, await save(asha, JSON.stringify(typed)));
    expect(await addressesOf(asha)).toEqual([
      { ...home, gym_name: 'Iron Temple Fitness Bandra', city: 'Delhi', country: 'Nepal' },
      {
        ...home,
        your_name: 'Ravi Shah',
        gym_name: 'Iron Temple Fitness Bandra',
        city: '',
        country: '',
      },
    ]);
  });

  it('keeps two addresses that differ only in the city: only an exact repeat is a duplicate', async () => {
    const inPune = { ...home, city: 'Pune' };
    expectSuccess(endpoints.saveAddresses, await save(asha, JSON.stringify([home, inPune])));
    expect(await addressesOf(asha)).toEqual([home, inPune]);
  });

  describe('leaves the stored list unchanged when it refuses', () => {
    beforeEach(async () => {
      expectSuccess(endpoints.saveAddresses, await save(asha, serializeSavedAddresses([home])));
    });

    it.each([
      ['malformed JSON', '[{"your_name": "Asha"'],
      ['JSON that is not a list', JSON.stringify(home)],
      ['a missing field', JSON.stringify([{ ...home, phone: undefined }])],
      ['an empty name', JSON.stringify([{ ...home, your_name: '  ' }])],
      ['an invalid e-mail', JSON.stringify([{ ...home, your_email: 'asha-at-example' }])],
      ['a phone with letters', JSON.stringify([{ ...home, phone: '98765abcde' }])],
      ['a phone one digit short', JSON.stringify([{ ...home, phone: '+91 98765 4321' }])],
      ['a phone that is a number', JSON.stringify([{ ...home, phone: 9876543210 }])],
      ['an operator object', JSON.stringify([{ ...home, gym_name: { $ne: '' } }])],
      [
        `more than ${SAVED_ADDRESSES_MAX} addresses`,
        JSON.stringify(
          Array.from({ length: SAVED_ADDRESSES_MAX + 1 }, (_, i) => ({
            ...home,
            your_name: `Asha ${i}`,
          })),
        ),
      ],
    ])('%s: 400', async (_case, addresses) => {
      expectFailure(await save(asha, addresses), 400, 'BAD_REQUEST');
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it('a gym that is not one of /getgyms: 400', async () => {
      const elsewhere = { ...home, gym_name: 'Gold Gym Nowhere' };
      const response = await save(asha, JSON.stringify([work, elsewhere]));
      expect(expectFailure(response, 400, 'BAD_REQUEST').message).toContain('Gold Gym Nowhere');
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it(`the same address twice: 409 '${ADDRESS_EXISTS}'`, async () => {
      const response = await save(asha, serializeSavedAddresses([home, work, home]));
      expect(expectFailure(response, 409, 'CONFLICT').message).toBe(ADDRESS_EXISTS);
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it(`the same address with other spaces between words: 409 '${ADDRESS_EXISTS}'`, async () => {
      // Two spaces, a no-break space: each reads 'Asha Kapoor' in the checkout's dropdown.
      for (const your_name of ['Asha  Kapoor', 'Asha\u00a0Kapoor', 'Asha \u3000 Kapoor']) {
        const response = await save(asha, JSON.stringify([home, { ...home, your_name }]));
        expect(expectFailure(response, 409, 'CONFLICT').message).toBe(ADDRESS_EXISTS);
      }
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it(`the same address with its gym in other letters: 409 '${ADDRESS_EXISTS}'`, async () => {
      for (const again of [
        { ...home, gym_name: 'IRON TEMPLE FITNESS BANDRA' },
        { ...home, gym_name: ' iron temple  fitness bandra' },
      ]) {
        const response = await save(asha, JSON.stringify([home, again]));
        expect(expectFailure(response, 409, 'CONFLICT').message).toBe(ADDRESS_EXISTS);
      }
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it('addresses sent as a list rather than a JSON string: 400', async () => {
      const response = await as(asha, endpoints.saveAddresses, { addresses: [home] });
      expectFailure(response, 400, 'BAD_REQUEST');
      expect(await addressesOf(asha)).toEqual([home]);
    });

    it("another user's userId: 403", async () => {
      const response = await as(ravi, endpoints.saveAddresses, {
        userId: asha.user._id,
        addresses: NO_SAVED_ADDRESSES,
      });
      expectFailure(response, 403, 'FORBIDDEN');
      expect(await addressesOf(asha)).toEqual([home]);
      expect(await addressesOf(ravi)).toEqual([]);
    });
  });
});
