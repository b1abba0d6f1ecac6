import { endpointPath, endpoints } from '@gymfuel/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpVerifiedUser, type SignedInUser } from '../../test/accounts.js';
import { expectFailure, expectSuccess } from '../../test/contract.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staff: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signUpVerifiedUser(t.app, t.db.models, 'staff');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.models.Contact.deleteMany({});
});

/** Three messages, a minute apart; the middle one already handled. */
async function threeMessages() {
  const [first, second, third] = await t.db.models.Contact.create([
    {
      email: 'riya@example.in',
      message: 'Do you deliver to Powai?',
      createdAt: new Date('2026-11-25T06:00:00Z'),
    },
    {
      email: 'kabir@example.in',
      message: 'Loved the paneer wrap',
      handled: true,
      createdAt: new Date('2026-11-25T06:01:00Z'),
    },
    {
      email: 'meera@example.in',
      message: 'Is the shake vegan?',
      createdAt: new Date('2026-11-25T06:02:00Z'),
    },
  ]);
  return [first!, second!, third!].map((record) => record._id.toHexString());
}

const list = (show?: string, before?: string) =>
  request(t.app)
    .get(endpoints.listAdminMessages.path)
    .set('Cookie', staff.cookie)
    .query({
      ...(show === undefined ? {} : { show }),
      ...(before === undefined ? {} : { before }),
    });
const mark = (messageId: string, body: unknown) =>
  request(t.app)
    .post(endpointPath(endpoints.markMessage, { messageId }))
    .set('Cookie', staff.cookie)
    .send(body as object);
const handledEntries = (subject?: string) =>
  t.db.models.Audit.find({ kind: 'message.handled', ...(subject ? { subject } : {}) }).lean();

describe('GET /admin/messages', () => {
  it('lists every message newest first, with its handled flag', async () => {
    const [first, second, third] = await threeMessages();
    const { data } = expectSuccess(endpoints.listAdminMessages, await list());
    expect(data).toEqual([
      {
        _id: third,
        email: 'meera@example.in',
        message: 'Is the shake vegan?',
        handled: false,
        createdAt: '2026-11-25T06:02:00.000Z',
      },
      {
        _id: second,
        email: 'kabir@example.in',
        message: 'Loved the paneer wrap',
        handled: true,
        createdAt: '2026-11-25T06:01:00.000Z',
      },
      {
        _id: first,
        email: 'riya@example.in',
        message: 'Do you deliver to Powai?',
        handled: false,
        createdAt: '2026-11-25T06:00:00.000Z',
      },
    ]);
  });

  it('shows only the unhandled ones on request, counting messages from before the flag', async () => {
    const [first, , third] = await threeMessages();
    await t.db.models.Contact.collection.updateOne(
      { _id: (await t.db.models.Contact.findById(first).lean())!._id },
      { $unset: { handled: 1 } },
    );
    const { data } = expectSuccess(endpoints.listAdminMessages, await list('unhandled'));
    expect(data.map((message) => message._id)).toEqual([third, first]);
    expect(data.map((message) => message.handled)).toEqual([false, false]);
  });

  it('pages through 110 messages newest first, 50 at a time, never repeating one', async () => {
    // Message i is written at second ⌊i / 2⌋: two messages share each instant, ids break the tie.
    await t.db.models.Contact.insertMany(
      Array.from({ length: 110 }, (_, i) => ({
        email: 'riya@example.in',
        message: `Message ${i}`,
        handled: i % 10 === 0,
        createdAt: new Date(Date.UTC(2026, 10, 25, 6, 0, Math.floor(i / 2))),
      })),
    );
    const pages = [];
    let before: string | undefined;
    do {
      const page = expectSuccess(endpoints.listAdminMessages, await list('all', before));
      pages.push(page.data.map((message) => message.message));
      before = page.nextCursor ?? undefined;
    } while (before !== undefined);
    expect(pages.map((page) => page.length)).toEqual([50, 50, 10]);
    expect(pages.flat()).toEqual(
      Array.from({ length: 110 }, (_, index) => `Message ${109 - index}`),
    );

    // The unhandled ones page alike: 99 of them (0, 10, … 100 are handled).
    const first = expectSuccess(endpoints.listAdminMessages, await list('unhandled'));
    expect(first.data.map((message) => message.message).slice(0, 3)).toEqual([
      'Message 109',
      'Message 108',
      'Message 107',
    ]);
    const second = expectSuccess(
      endpoints.listAdminMessages,
      await list('unhandled', first.nextCursor ?? ''),
    );
    expect(second.data).toHaveLength(49);
    expect(second.nextCursor).toBeNull();
    expect(second.data.at(-1)?.message).toBe('Message 1');
  });

  it('refuses a cursor that is not one with 400 naming it', async () => {
    const envelope = expectFailure(await list('all', 'page-2'), 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('before');
  });

  it('refuses an unknown filter with 400 naming it', async () => {
    const envelope = expectFailure(await list('old'), 400, 'BAD_REQUEST');
    expect(envelope.details?.[0]?.path).toBe('show');
  });

  it('reads along indexes of creation time, with and without the flag', async () => {
    const indexes = await t.db.models.Contact.collection.listIndexes().toArray();
    expect(indexes.map((index) => index.key)).toEqual(
      expect.arrayContaining([
        { createdAt: -1, _id: -1 },
        { handled: 1, createdAt: -1, _id: -1 },
      ]),
    );
  });
});

describe('POST /admin/messages/:messageId/handled', () => {
  it('marks a message handled and unhandled again, one audit entry per change', async () => {
    const [first] = await threeMessages();
    const handled = expectSuccess(endpoints.markMessage, await mark(first!, { handled: true }));
    expect(handled.data).toMatchObject({ _id: first, handled: true });
    // A second press changes nothing and writes nothing.
    expectSuccess(endpoints.markMessage, await mark(first!, { handled: true }));
    const unhandled = expectSuccess(endpoints.markMessage, await mark(first!, { handled: false }));
    expect(unhandled.data.handled).toBe(false);

    const entries = await handledEntries(first);
    expect(
      entries.map(({ subject, before, after, actor }) => ({
        subject,
        before,
        after,
        email: actor.email,
      })),
    ).toEqual([
      {
        subject: first,
        before: { handled: false },
        after: { handled: true },
        email: staff.user.email,
      },
      {
        subject: first,
        before: { handled: true },
        after: { handled: false },
        email: staff.user.email,
      },
    ]);
  });

  it('answers 404 for an unknown message and 400 for a bad id or flag, writing nothing', async () => {
    const entriesBefore = (await handledEntries()).length;
    expect(
      expectFailure(await mark('0123456789abcdef01234567', { handled: true }), 404, 'NOT_FOUND')
        .message,
    ).toBe('Message not found');
    expect(
      expectFailure(await mark('nope', { handled: true }), 400, 'BAD_REQUEST').details?.[0]?.path,
    ).toBe('messageId');
    const [first] = await threeMessages();
    expect(
      expectFailure(await mark(first!, { handled: 'yes' }), 400, 'BAD_REQUEST').details?.[0]?.path,
    ).toBe('handled');
    expect(await handledEntries()).toHaveLength(entriesBefore);
  });
});
