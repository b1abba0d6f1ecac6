import { endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed.js';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TOO_MANY_CODE_LOOKUPS } from './vouchers.router.js';

/** Monday 30 Nov 2026, 12:00 in India. */
const NOW = new Date('2026-11-30T06:30:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  await seedDatabase(t.db.models, { NODE_ENV: 'test' }, NOW);
});
afterAll(() => t.close());

describe('POST /getcode', () => {
  it('answers an active code with its percentage', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'FIT10' }),
    );
    expect(body.data).toEqual({ code: 'FIT10', isActive: true, discountPercentage: 10, rules: '' });
  });

  it('upper-cases and trims the code before looking it up', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: '  protein15 ' }),
    );
    expect(body.data).toMatchObject({ code: 'PROTEIN15', discountPercentage: 15 });
  });

  // Codes are letters, digits, - and _ only: what a shopper's phone adds around or inside a
  // pasted code (a space, a zero-width space, direction marks, full-width letters) is not the code.
  it.each([
    ['FIT 10'],
    ['FIT10\u200b'],
    ['\u202afit10\u202c'],
    ['\uff26\uff29\uff34\uff11\uff10'],
    ['\u2066 Fit 1 0 \u2069'],
  ])('reads the pasted code %j as FIT10', async (code) => {
    const body = expectSuccess(endpoints.getCode, await call(t.app, endpoints.getCode, { code }));
    expect(body.data).toMatchObject({ code: 'FIT10', isActive: true, discountPercentage: 10 });
  });

  it('answers an inactive code with success, isActive false and the reason', async () => {
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'MONSOON30' }),
    );
    expect(body.data).toEqual({
      code: 'MONSOON30',
      isActive: false,
      discountPercentage: 30,
      inactiveMessage: 'This code is not active',
      rules: '',
    });
  });

  it('answers an expired code as inactive, saying it has expired', async () => {
    await t.db.models.Voucher.create({
      code: 'DIWALI25',
      discountPercentage: 25,
      expiresAt: new Date('2025-10-31T18:30:00.000Z'),
    });
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'diwali25' }),
    );
    expect(body.data).toEqual({
      code: 'DIWALI25',
      isActive: false,
      discountPercentage: 25,
      inactiveMessage: 'This code has expired',
      // An end stored as expiresAt (before voucher rules) reads as validUntil.
      rules: 'Until 31 Oct 2025',
      validUntil: '2025-10-31T18:30:00.000Z',
      perCustomerLimit: 1,
    });
  });

  it('answers a code whose expiry is still ahead as active', async () => {
    await t.db.models.Voucher.create({
      code: 'YEAREND12',
      discountPercentage: 12,
      expiresAt: new Date('2999-12-31T00:00:00.000Z'),
    });
    const body = expectSuccess(
      endpoints.getCode,
      await call(t.app, endpoints.getCode, { code: 'YEAREND12' }),
    );
    expect(body.data).toMatchObject({ code: 'YEAREND12', isActive: true, discountPercentage: 12 });
  });

  it('answers each code with its rules in a line, India dates', async () => {
    await t.db.models.Voucher.create({
      code: 'BIG100',
      discountPercentage: 25,
      minOrderPaise: 49_900,
      maxDiscountPaise: 10_000,
      validUntil: new Date('2026-11-30T18:30:00Z'), // midnight starting 1 Dec in India
    });
    const lookUp = async (code: string) =>
      expectSuccess(endpoints.getCode, await call(t.app, endpoints.getCode, { code })).data;

    expect(await lookUp('BIG100')).toEqual({
      code: 'BIG100',
      isActive: true,
      discountPercentage: 25,
      rules: 'Min. order ₹499 · up to ₹100 off · until 30 Nov',
      validUntil: '2026-11-30T18:30:00.000Z',
      minOrderValue: 499,
      maxDiscount: 100,
      perCustomerLimit: 1,
    });
    expect(await lookUp('MIN499')).toMatchObject({ isActive: true, rules: 'Min. order ₹499' });
    expect(await lookUp('FIRST50')).toMatchObject({
      isActive: true,
      rules: 'Up to ₹150 off · first order only',
      maxDiscount: 150,
      firstOrderOnly: true,
    });
    expect(await lookUp('LIMITED5')).toMatchObject({
      isActive: true,
      rules: '',
      usageLimit: 5,
      perCustomerLimit: 1,
    });
    expect(await lookUp('EXPIRED')).toMatchObject({
      isActive: false,
      inactiveMessage: 'This code has expired',
      rules: 'Until 22 Nov',
    });
    expect(await lookUp('SOON')).toMatchObject({
      isActive: false,
      inactiveMessage: 'This code is not active yet',
      rules: 'From 1 Dec',
    });
  });

  it('answers an unknown code with a 404 envelope', async () => {
    const envelope = expectFailure(
      await call(t.app, endpoints.getCode, { code: 'NOPE99' }),
      404,
      'NOT_FOUND',
    );
    expect(envelope.message).toBe('Invalid code');
  });

  it('refuses an operator object with 400 and matches nothing', async () => {
    const response = await call(t.app, endpoints.getCode, { code: { $ne: '' } });
    const envelope = expectFailure(response, 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('code');
    expect(JSON.stringify(response.body)).not.toContain('FIT10');
  });

  it('refuses a wrong type with 400 and details naming the field', async () => {
    const envelope = expectFailure(
      await call(t.app, endpoints.getCode, { code: 10 }),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details).toEqual([expect.objectContaining({ path: 'code' })]);
  });

  it('refuses a missing or empty code', async () => {
    expectFailure(await call(t.app, endpoints.getCode, {}), 400, 'BAD_REQUEST');
    expectFailure(await call(t.app, endpoints.getCode, { code: '   ' }), 400, 'BAD_REQUEST');
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await request(t.app)
      .post('/getcode')
      .set('Content-Type', 'application/json')
      .send('{"code": "FIT10"');
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses a JSON body that is not an object', async () => {
    const response = await request(t.app)
      .post('/getcode')
      .set('Content-Type', 'application/json')
      .send('"FIT10"');
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await call(t.app, endpoints.getCode, {
      code: 'FIT10',
      padding: 'x'.repeat(200_000),
    });
    expectFailure(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a form-encoded body with 415', async () => {
    const response = await request(t.app).post('/getcode').type('form').send('code=FIT10');
    expectFailure(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('POST /getcode for a code with a usageLimit', () => {
  /** Like the seed's LIMITED5: 15%, at most 2 uses in total, 1 per shopper. */
  const limitedCode = (code: string) =>
    t.db.models.Voucher.create({
      code,
      discountPercentage: 15,
      usageLimit: 2,
      perCustomerLimit: 1,
    });

  /** A use numbered `number` of `code`, by a shopper of its own, as checkout records one. */
  const useOf = (
    code: string,
    number: number | undefined,
    state: 'held' | 'confirmed',
    expiresAt: string,
  ) => ({
    code,
    ...(number === undefined ? { overLimit: true } : { use: number, customerUse: 1 }),
    userId: new Types.ObjectId(),
    state,
    holder: `${code}-${number ?? 'over'}`,
    expiresAt: new Date(expiresAt),
  });
  // NOW is 06:30Z: a hold until 06:40Z is still running, one that ended at 06:20Z has lapsed.
  const CONFIRMED_AT = '2026-11-29T10:00:00Z';

  const getCode = async (code: string) =>
    expectSuccess(endpoints.getCode, await call(t.app, endpoints.getCode, { code })).data;

  const fullyUsed = (code: string) => ({
    code,
    isActive: false,
    discountPercentage: 15,
    inactiveMessage: 'This code has been fully used',
    rules: '',
    usageLimit: 2,
    perCustomerLimit: 1,
  });

  it('answers a code whose 2 uses are both confirmed as inactive: fully used', async () => {
    await limitedCode('LIMITED2A');
    await t.db.models.VoucherUse.create([
      useOf('LIMITED2A', 1, 'confirmed', CONFIRMED_AT),
      useOf('LIMITED2A', 2, 'confirmed', CONFIRMED_AT),
    ]);
    expect(await getCode('limited2a')).toEqual(fullyUsed('LIMITED2A'));
  });

  it('answers a code with 1 of its 2 uses taken as active', async () => {
    await limitedCode('LIMITED2B');
    await t.db.models.VoucherUse.create([useOf('LIMITED2B', 1, 'confirmed', CONFIRMED_AT)]);
    expect(await getCode('LIMITED2B')).toEqual({
      code: 'LIMITED2B',
      isActive: true,
      discountPercentage: 15,
      rules: '',
      usageLimit: 2,
      perCustomerLimit: 1,
    });
  });

  // A hold may be the asker's own, from a checkout they came back from: /getcode cannot tell.
  it('does not count a hold, lapsed or still running', async () => {
    await limitedCode('LIMITED2C');
    await limitedCode('LIMITED2D');
    await t.db.models.VoucherUse.create([
      useOf('LIMITED2C', 1, 'confirmed', CONFIRMED_AT),
      useOf('LIMITED2C', 2, 'held', '2026-11-30T06:20:00Z'),
      useOf('LIMITED2D', 1, 'confirmed', CONFIRMED_AT),
      useOf('LIMITED2D', 2, 'held', '2026-11-30T06:40:00Z'),
    ]);
    for (const code of ['LIMITED2C', 'LIMITED2D']) {
      const answer = await getCode(code);
      expect(answer).toMatchObject({ isActive: true });
      expect(answer).not.toHaveProperty('inactiveMessage');
    }
  });

  it('counts an order that went over the limit', async () => {
    await limitedCode('LIMITED2E');
    await t.db.models.VoucherUse.create([
      useOf('LIMITED2E', 1, 'confirmed', CONFIRMED_AT),
      useOf('LIMITED2E', undefined, 'confirmed', CONFIRMED_AT),
    ]);
    expect(await getCode('LIMITED2E')).toEqual(fullyUsed('LIMITED2E'));
  });
});

describe('POST /getcode rate limit', () => {
  const fromIp = (test: request.Test, ip: string) => test.set('X-Forwarded-For', ip);

  it('lets normal use through, then answers 429 to one IP trying code after code', async () => {
    const limited = await createTestApp({ db: t.db, env: { VOUCHER_RATE_LIMIT_PER_IP: '3' } });
    const attempt = (code: string, ip = '203.0.113.20') =>
      fromIp(call(limited.app, endpoints.getCode, { code }), ip);

    expectSuccess(endpoints.getCode, await attempt('FIT10'));
    expectFailure(await attempt('GUESS01'), 404, 'NOT_FOUND');
    expectFailure(await attempt('GUESS02'), 404, 'NOT_FOUND');
    const blocked = expectFailure(await attempt('FIT10'), 429, 'TOO_MANY_REQUESTS');
    expect(blocked.message).toBe(TOO_MANY_CODE_LOOKUPS);
    // Malformed bodies count too (the limiter runs before validation) and never become a 500.
    expectFailure(
      await fromIp(call(limited.app, endpoints.getCode, { code: { $ne: '' } }), '203.0.113.20'),
      429,
      'TOO_MANY_REQUESTS',
    );
    // Another shopper's address is unaffected.
    expectSuccess(endpoints.getCode, await attempt('FIT10', '203.0.113.21'));
  });

  it('allows 30 look-ups a minute by default', () => {
    expect(t.config.VOUCHER_RATE_LIMIT_PER_IP).toBe(30);
  });
});
