import { describe, expect, it } from 'vitest';
import { address } from '../test/fixtures.js';
import {
  addressSchema,
  formatShippingAddress,
  isSameAddress,
  parseSavedAddresses,
  savedAddressesJsonSchema,
  serializeSavedAddresses,
} from './address.js';

describe('address', () => {
  it('accepts the checkout fields, normalising e-mail and phone', () => {
    expect(
      addressSchema.parse({ ...address, your_email: ' Asha@Example.IN', phone: '919876543210' }),
    ).toEqual(address);
  });

  it('keeps each field to one line: a name pasted with a line break reads as one', () => {
    const parsed = addressSchema.parse({
      ...address,
      your_name: 'Asha\nKapoor',
      gym_name: `${address.gym_name}\r\n`,
      city: 'Navi\nMumbai',
    });
    expect(parsed).toMatchObject({
      your_name: 'Asha Kapoor',
      gym_name: address.gym_name,
      city: 'Navi Mumbai',
    });
  });

  it('accepts a phone pasted with its formatting, keeping the 10 digits', () => {
    expect(addressSchema.parse({ ...address, phone: '(+91) 98765 43210' }).phone).toBe(
      '9876543210',
    );
    expect(addressSchema.safeParse({ ...address, phone: '98765 4321' }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['phone'],
        message: 'Enter a valid 10-digit Indian mobile number',
      }),
    ]);
  });

  it('allows city and country to be empty, or left out as the checkout form asks for neither', () => {
    expect(addressSchema.safeParse({ ...address, city: '', country: '' }).success).toBe(true);
    const withoutThem = {
      your_name: 'Asha',
      your_email: address.your_email,
      gym_name: address.gym_name,
      phone: address.phone,
    };
    expect(addressSchema.parse(withoutThem)).toEqual({ ...address, city: '', country: '' });
    expect(addressSchema.safeParse({ ...address, city: 42 }).error?.issues[0]?.path).toEqual([
      'city',
    ]);
  });

  it.each([
    ['an empty name', { your_name: '  ' }],
    ['an empty gym', { gym_name: '' }],
    ['a bad e-mail', { your_email: 'asha' }],
    ['a phone with letters', { phone: '98765abcde' }],
    ['a phone as a number', { phone: 9876543210 }],
    ['an operator object', { gym_name: { $ne: '' } }],
  ])('refuses %s', (_label, change) => {
    expect(addressSchema.safeParse({ ...address, ...change }).success).toBe(false);
  });

  it('joins the shipping string from gym, city and country', () => {
    expect(formatShippingAddress(address)).toBe('Iron Temple, Pune, India');
    expect(formatShippingAddress({ ...address, city: '', country: '' })).toBe('Iron Temple');
  });

  it('treats addresses as the same only when every field is equal', () => {
    expect(isSameAddress(address, { ...address })).toBe(true);
    for (const other of [
      { your_name: 'Asha K' },
      { your_email: 'asha.k@example.in' },
      { gym_name: 'Flex Zone Koramangala' },
      { phone: '9123456789' },
      { city: 'Mumbai' },
      { country: '' },
    ]) {
      expect(isSameAddress(address, { ...address, ...other })).toBe(false);
    }
  });
});

describe('saved addresses as a JSON string', () => {
  it('round-trips a list', () => {
    const json = serializeSavedAddresses([address]);
    expect(parseSavedAddresses(json)).toEqual([address]);
    expect(parseSavedAddresses('[]')).toEqual([]);
  });

  it('validates the string and outputs the normalised JSON to store', () => {
    const sent = JSON.stringify([
      { ...address, your_email: 'ASHA@example.in', phone: '+91-98765-43210', extra: 'x' },
    ]);
    expect(savedAddressesJsonSchema.parse(sent)).toBe(JSON.stringify([address]));
  });

  it('reports malformed JSON as a validation error', () => {
    const result = savedAddressesJsonSchema.safeParse('[{"your_name":');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Must be valid JSON');
    expect(() => parseSavedAddresses('not json')).toThrow('Must be valid JSON');
  });

  it.each([
    ['an object instead of a list', JSON.stringify(address)],
    ['an invalid entry', JSON.stringify([{ ...address, phone: 'call me' }])],
    ['more than 20 entries', JSON.stringify(Array.from({ length: 21 }, () => address))],
    ['null', 'null'],
  ])('refuses %s', (_label, json) => {
    expect(savedAddressesJsonSchema.safeParse(json).success).toBe(false);
  });

  it('points at the offending entry', () => {
    const json = JSON.stringify([address, { ...address, your_email: 'nope' }]);
    expect(savedAddressesJsonSchema.safeParse(json).error?.issues[0]?.path).toEqual([
      1,
      'your_email',
    ]);
  });

  it('refuses a list that is not a string', () => {
    expect(savedAddressesJsonSchema.safeParse([address]).success).toBe(false);
  });

  it('accepts exactly 20 entries', () => {
    const json = JSON.stringify(Array.from({ length: 20 }, () => address));
    expect(savedAddressesJsonSchema.safeParse(json).success).toBe(true);
  });
});
