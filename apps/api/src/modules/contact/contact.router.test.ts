import { endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CONTACT_RATE_LIMIT } from './contact.router.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = () => t.db.models.Contact.find().sort({ _id: 1 }).lean();

describe('POST /contact', () => {
  it('stores the message in contacts and answers success', async () => {
    const response = await call(t.app, endpoints.contact, {
      email: '  Riya.Kapoor@Example.IN ',
      message: 'Do you deliver to Powai?',
    });
    expect(expectSuccess(endpoints.contact, response)).toEqual({ success: true });
    const [message] = await stored();
    expect(message).toMatchObject({
      email: 'riya.kapoor@example.in',
      message: 'Do you deliver to Powai?',
    });
    expect(message?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ['an empty e-mail', { email: '', message: 'Hello' }, 'email'],
    ['an invalid e-mail', { email: 'not-an-email', message: 'Hello' }, 'email'],
    ['an empty message', { email: 'a@b.in', message: '' }, 'message'],
    ['a blank message', { email: 'a@b.in', message: '   ' }, 'message'],
    ['a missing message', { email: 'a@b.in' }, 'message'],
    ['a message of the wrong type', { email: 'a@b.in', message: 42 }, 'message'],
    ['an operator object', { email: { $ne: '' }, message: 'Hello' }, 'email'],
  ])('refuses %s with 400 details and stores nothing', async (_case, body, field) => {
    const before = (await stored()).length;
    const envelope = expectFailure(await call(t.app, endpoints.contact, body), 400, 'BAD_REQUEST');
    expect(envelope.details?.map((issue) => issue.path)).toContain(field);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a message over 2000 characters', async () => {
    const envelope = expectFailure(
      await call(t.app, endpoints.contact, { email: 'a@b.in', message: 'x'.repeat(2001) }),
      400,
      'BAD_REQUEST',
    );
    expect(envelope.details?.[0]?.path).toBe('message');
  });

  it('refuses malformed JSON with a 400 envelope', async () => {
    const response = await request(t.app)
      .post('/contact')
      .set('Content-Type', 'application/json')
      .send('{email:');
    expectFailure(response, 400, 'BAD_REQUEST');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await call(t.app, endpoints.contact, {
      email: 'a@b.in',
      message: 'x'.repeat(150_000),
    });
    expectFailure(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('limits how many messages one address can send', async () => {
    const fresh = await createTestApp({ db: t.db });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i += 1) {
      await call(fresh.app, endpoints.contact, { email: 'a@b.in', message: `Message ${i}` });
    }
    const envelope = expectFailure(
      await call(fresh.app, endpoints.contact, { email: 'a@b.in', message: 'One more' }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(envelope.message).toBe(CONTACT_RATE_LIMIT.message);
  });

  describe('an identical message sent again within five minutes', () => {
    let at = new Date('2026-11-27T10:04:59.900Z');
    let shop: TestApp;
    // A database of its own: the rate limit's counts are shared through the database.
    beforeAll(async () => {
      shop = await createTestApp({ clock: () => at });
    });
    afterAll(() => shop.close());
    const from = (email: string) => shop.db.models.Contact.find({ email }).sort({ _id: 1 }).lean();

    it('is stored once when posted five times in parallel, and each post gets success', async () => {
      const body = { email: 'twice@example.in', message: 'Is the mango smoothie vegan?' };
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => call(shop.app, endpoints.contact, body)),
      );
      for (const response of responses) {
        expect(expectSuccess(endpoints.contact, response)).toEqual({ success: true });
      }
      expect(await from('twice@example.in')).toHaveLength(1);
    });

    it('is caught across a window edge and after normalising, but not two windows later', async () => {
      const message = 'Do you deliver to Andheri?';
      at = new Date('2026-11-27T10:04:59.900Z');
      expectSuccess(
        endpoints.contact,
        await call(shop.app, endpoints.contact, { email: 'edge@example.in', message }),
      );
      at = new Date('2026-11-27T10:05:00.100Z');
      expectSuccess(
        endpoints.contact,
        await call(shop.app, endpoints.contact, {
          email: ' Edge@Example.IN',
          message: ` ${message}`,
        }),
      );
      expect(await from('edge@example.in')).toHaveLength(1);

      // Another text at the same moment is a new message; the same one ten minutes on is too.
      expectSuccess(
        endpoints.contact,
        await call(shop.app, endpoints.contact, {
          email: 'edge@example.in',
          message: 'And Powai?',
        }),
      );
      at = new Date('2026-11-27T10:15:00.000Z');
      expectSuccess(
        endpoints.contact,
        await call(shop.app, endpoints.contact, { email: 'edge@example.in', message }),
      );
      expect((await from('edge@example.in')).map((record) => record.message)).toEqual([
        message,
        'And Powai?',
        message,
      ]);
    });
  });
});
