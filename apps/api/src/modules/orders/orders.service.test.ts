import type { Order } from '@gymfuel/contracts';
import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.js';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { reviewModel } from '../reviews/reviews.model.js';
import { createReviewedLineMarker } from '../reviews/reviewed-lines.js';
import { createOrderFollowUp } from './order-follow-up.js';
import { orderModel, type OrderModel } from './orders.model.js';
import { createOrderService, type OrderDraft, type OrderService } from './orders.service.js';

let db: TestDatabase;
let Order: OrderModel;
let service: OrderService;
let clearedCarts: string[];
/** What paid orders took out of their shoppers' carts. */
let removedFromCarts: {
  userId: string;
  lines: readonly { productId: string; quantity: number }[];
}[];
let failCartClearing: boolean;
let mails: { kind: 'placed' | 'shipped' | 'out for delivery'; order: Order }[];
let events: [string, string][];
let refundsStarted: { orderId: string; status: string; refundId: string | undefined }[];
/** Each invoice issued, with how many e-mails had gone before it. */
let invoicesIssued: { orderId: string; mailsBefore: number }[];
let creditNotes: string[];
/** How many credit notes to fail before issuing them again. */
let failingCreditNotes: number;
let seatsReleased: string[];
/** The service's clock; the real one while undefined. */
let clock: Date | undefined;
let logLines: Record<string, unknown>[];

/** Each e-mail handed to the outbox, by kind. */
const mailed = (kind: (typeof mails)[number]['kind']) => async (order: Order) => {
  mails.push({ kind, order });
  return true;
};
const notifier = {
  orderPlaced: mailed('placed'),
  orderShipped: mailed('shipped'),
  orderOutForDelivery: mailed('out for delivery'),
};
const unusedVoucherUses = {
  release: async () => {},
};

beforeAll(async () => {
  db = await openTestDatabase();
  Order = orderModel(db.connection);
  await Order.init();
});
afterAll(() => db.close());

beforeEach(async () => {
  await Order.deleteMany({});
  clearedCarts = [];
  removedFromCarts = [];
  failCartClearing = false;
  mails = [];
  events = [];
  refundsStarted = [];
  invoicesIssued = [];
  creditNotes = [];
  failingCreditNotes = 0;
  seatsReleased = [];
  clock = undefined;
  const captured = capturedLogger();
  logLines = captured.lines;
  service = createOrderService({
    Order,
    cart: {
      clearForUser: async (userId) => {
        if (failCartClearing) throw new Error('cart collection unavailable');
        clearedCarts.push(userId);
      },
      removeOrdered: async (userId, lines) => {
        if (failCartClearing) throw new Error('cart collection unavailable');
        removedFromCarts.push({ userId, lines });
      },
      merge: () => Promise.reject(new Error('no reorder here')),
    },
    seats: { release: async (holder) => void seatsReleased.push(holder) },
    voucherUses: unusedVoucherUses,
    notifier,
    followUp: createOrderFollowUp({
      Order,
      invoices: {
        issueAfterPayment: async ({ orderId }) => {
          invoicesIssued.push({ orderId, mailsBefore: mails.length });
          return true;
        },
      },
      notifier,
      logger: captured.logger,
    }),
    events: { append: async (orderId, status) => void events.push([orderId, status]) },
    refunds: {
      startFor: async ({ orderId, status, refund }) =>
        void refundsStarted.push({ orderId, status, refundId: refund?.refundId }),
    },
    markReviewed: createReviewedLineMarker(reviewModel(db.connection)),
    invoices: {
      issueCreditNote: async (orderId) => {
        if (failingCreditNotes > 0) {
          failingCreditNotes -= 1;
          throw new Error('credit notes unavailable');
        }
        creditNotes.push(orderId);
        return null;
      },
    },
    audit: { record: () => Promise.reject(new Error('the console suites check the audit log')) },
    logger: captured.logger,
    now: () => clock ?? new Date(),
  });
});

const userId = new Types.ObjectId().toHexString();
const otherUserId = new Types.ObjectId().toHexString();
const productId = new Types.ObjectId().toHexString();

function draft(overrides: Partial<OrderDraft> = {}): OrderDraft {
  return {
    userId,
    userName: 'Asha Kapoor',
    email: 'asha@example.in',
    address: 'Powerhouse Gym, Pune, India',
    phoneNumber: '9876543210',
    paymentMethod: 'credit-card',
    lines: [
      {
        productId,
        productName: 'Blueberry Blast Smoothie',
        pricePaise: 22_900,
        quantity: 2,
        image: '/art/1fad0.webp',
      },
    ],
    totals: { subtotalPaise: 45_800, discountPaise: 4_580, totalPaise: 41_220 },
    voucherCode: 'FIT10',
    ...overrides,
  };
}

async function statusOf(orderId: string) {
  return (await Order.findOne({ orderId }).lean())?.status;
}

async function expectAppError(promise: Promise<unknown>, status: number): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
  return error as AppError;
}

describe('placeOrder', () => {
  it('creates a Processing order with a 12-hex id, clears the cart and sends the order-placed mail', async () => {
    const { orderId, created } = await service.placeOrder(draft({ providerOrderId: 'order_sim1' }));
    expect(created).toBe(true);
    expect(orderId).toMatch(/^[0-9a-f]{12}$/);
    const order = await service.findForUser(userId, orderId);
    expect(order).toMatchObject({
      status: 'Processing',
      paymentMethod: 'credit-card',
      paymentAmmount: 412.2,
      summary: {
        originalPrice: 458,
        discountedAmmount: 45.8,
        finalTotal: 412.2,
        tax: 0,
        storePickup: 0,
      },
      order: [
        {
          productId,
          productName: 'Blueberry Blast Smoothie',
          productPrice: 229,
          quantity: 2,
          reviewed: false,
        },
      ],
    });
    // Paid: only what it paid for leaves the cart.
    expect(removedFromCarts).toEqual([{ userId, lines: [{ productId, quantity: 2 }] }]);
    expect(clearedCarts).toEqual([]);
    // The mail shows the order as placed; only the shopper's own view says what is reviewed.
    const mailed = { ...order, order: order.order.map(({ reviewed: _, ...line }) => line) };
    expect(mails).toEqual([{ kind: 'placed', order: mailed }]);
    // Its tax invoice is issued before the e-mail that attaches it.
    expect(invoicesIssued).toEqual([{ orderId, mailsBefore: 0 }]);
  });

  it('makes one order per provider order, however many callers race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => service.placeOrder(draft({ providerOrderId: 'order_race' }))),
    );
    const orderIds = new Set(results.map((result) => result.orderId));
    expect(orderIds.size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await Order.countDocuments({ providerOrderId: 'order_race' })).toBe(1);
    expect(removedFromCarts).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(invoicesIssued).toHaveLength(1);

    const again = await service.placeOrder(draft({ providerOrderId: 'order_race' }));
    expect(again).toEqual({ orderId: [...orderIds][0], created: false });
  });

  it('places any number of orders without a provider order (pay-on-delivery)', async () => {
    await service.placeOrder(draft({ paymentMethod: 'pay-on-delivery' }));
    await service.placeOrder(draft({ paymentMethod: 'pay-on-delivery' }));
    expect(await Order.countDocuments({ userId })).toBe(2);
    // The spec's purchase empties the cart.
    expect(clearedCarts).toEqual([userId, userId]);
    // Not paid yet: no tax invoice.
    expect(invoicesIssued).toEqual([]);
  });

  it('keeps the order when the cart cannot be cleared, and logs it', async () => {
    failCartClearing = true;
    const { orderId } = await service.placeOrder(draft());
    expect(await statusOf(orderId)).toBe('Processing');
    expect(
      logLines.find((line) => line.msg === 'could not clear the cart after an order'),
    ).toMatchObject({ orderId });
  });
});

describe('listForUser and findForUser', () => {
  it("lists only the caller's orders, newest first", async () => {
    const first = await service.placeOrder(draft());
    await service.placeOrder(draft({ userId: otherUserId }));
    const second = await service.placeOrder(draft());
    const orders = await service.listForUser(userId);
    expect(orders.map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
  });

  it("answers another user's order like a missing one", async () => {
    const { orderId } = await service.placeOrder(draft());
    const error = await expectAppError(service.findForUser(otherUserId, orderId), 404);
    expect(error.message).toBe('No order details found!');
    await expectAppError(service.findForUser(userId, 'ffffffffffff'), 404);
  });
});

describe('findForViewer', () => {
  const viewer = (id: string, role: 'customer' | 'staff' | 'owner', emailVerified = true) => ({
    userId: id,
    role,
    emailVerified,
  });

  it('shows the order to its owner and to verified staff and owners', async () => {
    const { orderId } = await service.placeOrder(draft());
    for (const who of [
      viewer(userId, 'customer'),
      viewer(userId, 'customer', false),
      viewer(otherUserId, 'staff'),
      viewer(otherUserId, 'owner'),
    ]) {
      expect((await service.findForViewer(who, orderId)).orderId).toBe(orderId);
    }
  });

  it('answers another shopper, and staff with an unverified e-mail, like a missing order', async () => {
    const { orderId } = await service.placeOrder(draft());
    for (const who of [viewer(otherUserId, 'customer'), viewer(otherUserId, 'staff', false)]) {
      const error = await expectAppError(service.findForViewer(who, orderId), 404);
      expect(error.message).toBe('No order details found!');
    }
  });
});

describe('cancel', () => {
  it('cancels a Processing, Shipped or In Transit order of the caller', async () => {
    for (const status of ['Processing', 'Shipped', 'In Transit'] as const) {
      const { orderId } = await service.placeOrder(draft());
      await Order.updateOne({ orderId }, { $set: { status } });
      await service.cancel(userId, orderId);
      expect(await statusOf(orderId)).toBe('Cancelled');
    }
  });

  it('refuses Delivered and Cancelled orders with 409, leaving them as they were', async () => {
    const { orderId } = await service.placeOrder(draft());
    await Order.updateOne({ orderId }, { $set: { status: 'Delivered' } });
    await expectAppError(service.cancel(userId, orderId), 409);
    expect(await statusOf(orderId)).toBe('Delivered');

    const second = await service.placeOrder(draft());
    await service.cancel(userId, second.orderId);
    await expectAppError(service.cancel(userId, second.orderId), 409);
  });

  it("answers another user's order with 404 and leaves it alone", async () => {
    const { orderId } = await service.placeOrder(draft());
    await expectAppError(service.cancel(otherUserId, orderId), 404);
    expect(await statusOf(orderId)).toBe('Processing');
    expect(refundsStarted).toEqual([]);
  });

  it('records the refund with the cancel and hands it to the refunds once; a refused cancel not at all', async () => {
    const { orderId } = await service.placeOrder(draft({ paymentId: 'pay_Cancel00000001' }));
    await Order.updateOne({ orderId }, { $set: { status: 'Shipped' } });
    await service.cancel(userId, orderId);
    await expectAppError(service.cancel(userId, orderId), 409);
    expect(refundsStarted).toEqual([
      { orderId, status: 'Cancelled', refundId: `refund_${orderId}` },
    ]);
    // Written by the cancel itself: were the refunds never told, the worker would find it due.
    expect(await Order.findOne({ orderId }).lean()).toMatchObject({
      status: 'Cancelled',
      refund: { refundId: `refund_${orderId}`, amountPaise: 41_220, status: 'pending' },
    });
  });

  it('owes nothing on cancelling an order paid on delivery', async () => {
    const { orderId } = await service.placeOrder(draft({ paymentMethod: 'pay-on-delivery' }));
    await service.cancel(userId, orderId);
    expect(refundsStarted).toEqual([{ orderId, status: 'Cancelled', refundId: undefined }]);
    expect((await Order.findOne({ orderId }).lean())?.refund).toBeUndefined();
  });
});

describe('a cancel that could not give everything back', () => {
  const giveBackMarkOf = async (orderId: string) =>
    (await Order.findOne({ orderId }).lean())?.giveBackAfter;

  it('gives back the seat and issues the credit note at once, leaving no mark', async () => {
    const { orderId } = await service.placeOrder(draft({ seatHolder: 'seat-of-asha' }));
    await service.cancel(userId, orderId);
    expect(seatsReleased).toEqual(['seat-of-asha']);
    expect(creditNotes).toEqual([orderId]);
    expect(await giveBackMarkOf(orderId)).toBeUndefined();
  });

  it('is finished by the cancellations worker once the grace is over, and only once', async () => {
    clock = new Date('2026-11-28T11:00:00Z');
    const { orderId } = await service.placeOrder(draft({ seatHolder: 'seat-of-asha' }));
    failingCreditNotes = 1;
    await service.cancel(userId, orderId);
    expect(await statusOf(orderId)).toBe('Cancelled');
    expect(creditNotes).toEqual([]);
    expect(logLines.map((line) => line.msg)).toContain(
      'could not give back what a cancelled order held; the cancellations worker will',
    );

    // The cancel's own request had a minute; the worker leaves it alone until then.
    clock = new Date('2026-11-28T11:00:59Z');
    await service.giveBackDue();
    expect(creditNotes).toEqual([]);

    clock = new Date('2026-11-28T11:01:00Z');
    await service.giveBackDue();
    expect(creditNotes).toEqual([orderId]);
    // Released by the request before the credit note failed, and again: it is idempotent.
    expect(seatsReleased).toEqual(['seat-of-asha', 'seat-of-asha']);
    expect(await giveBackMarkOf(orderId)).toBeUndefined();

    clock = new Date('2026-11-28T11:10:00Z');
    await service.giveBackDue();
    expect(creditNotes).toEqual([orderId]);
  });

  it('finds the unfinished cancels through an index of them alone', async () => {
    const indexes = await Order.collection.listIndexes().toArray();
    expect(indexes).toContainEqual(
      expect.objectContaining({
        key: { giveBackAfter: 1 },
        partialFilterExpression: { giveBackAfter: { $exists: true } },
      }),
    );
  });
});

describe('advance', () => {
  it('moves one step at a time to Delivered, e-mailing on Shipped and In Transit, recording each event', async () => {
    const { orderId } = await service.placeOrder(draft());
    mails = [];
    expect((await service.advance(orderId, undefined, 'trusted')).status).toBe('Shipped');
    expect((await service.advance(orderId, 'In Transit', 'trusted')).status).toBe('In Transit');
    expect((await service.advance(orderId, undefined, 'trusted')).status).toBe('Delivered');
    expect(mails.map((mail) => [mail.kind, mail.order.status])).toEqual([
      ['shipped', 'Shipped'],
      ['out for delivery', 'In Transit'],
    ]);
    await expectAppError(service.advance(orderId, undefined, 'trusted'), 409);
    expect(events).toEqual([
      [orderId, 'Processing'],
      [orderId, 'Shipped'],
      [orderId, 'In Transit'],
      [orderId, 'Delivered'],
    ]);
  });

  it('records a cancel as an event, and nothing for a refused one', async () => {
    const { orderId } = await service.placeOrder(draft());
    await service.cancel(userId, orderId);
    await expectAppError(service.cancel(userId, orderId), 409);
    expect(events).toEqual([
      [orderId, 'Processing'],
      [orderId, 'Cancelled'],
    ]);
  });

  it('refuses a skip, a step back and a Cancelled order with 409; an unknown order with 404', async () => {
    const { orderId } = await service.placeOrder(draft());
    await expectAppError(service.advance(orderId, 'Delivered', 'trusted'), 409);
    await service.advance(orderId, undefined, 'trusted');
    await expectAppError(service.advance(orderId, 'Shipped', 'trusted'), 409);
    await service.cancel(userId, orderId);
    await expectAppError(service.advance(orderId, undefined, 'trusted'), 409);
    expect(await statusOf(orderId)).toBe('Cancelled');
    await expectAppError(service.advance('0123456789ab', undefined, 'trusted'), 404);
  });

  it('settles a cancel racing the last advance into one consistent state', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { orderId } = await service.placeOrder(draft());
      await Order.updateOne({ orderId }, { $set: { status: 'In Transit' } });
      const [advanced, cancelled] = await Promise.allSettled([
        service.advance(orderId, undefined, 'trusted'),
        service.cancel(userId, orderId),
      ]);
      const final = await statusOf(orderId);
      expect(
        [advanced.status, cancelled.status].filter((status) => status === 'fulfilled'),
      ).toHaveLength(1);
      expect(final).toBe(advanced.status === 'fulfilled' ? 'Delivered' : 'Cancelled');
    }
  });
});

describe('advanceUntil', () => {
  it('steps through every status up to the target, e-mailing on Shipped and In Transit', async () => {
    const { orderId } = await service.placeOrder(draft());
    mails = [];
    expect(await service.advanceUntil(orderId, 'Delivered')).toEqual([
      'Shipped',
      'In Transit',
      'Delivered',
    ]);
    expect(mails.map((mail) => mail.kind)).toEqual(['shipped', 'out for delivery']);
  });

  it('refuses a target that is not ahead of the order', async () => {
    const { orderId } = await service.placeOrder(draft());
    await service.advanceUntil(orderId, 'In Transit');
    await expectAppError(service.advanceUntil(orderId, 'Shipped'), 409);
    await expectAppError(service.advanceUntil(orderId, 'In Transit'), 409);
    expect(await statusOf(orderId)).toBe('In Transit');
  });
});

describe('deliveredOrderIdsWith', () => {
  it("names the caller's Delivered orders holding the product, newest first", async () => {
    const older = await service.placeOrder(draft());
    const newer = await service.placeOrder(draft());
    const undelivered = await service.placeOrder(draft());
    await service.placeOrder(draft({ userId: otherUserId }));
    await Order.updateMany(
      { orderId: mongoose.trusted({ $ne: undelivered.orderId }) },
      { $set: { status: 'Delivered' } },
    );

    expect(await service.deliveredOrderIdsWith(userId, productId)).toEqual([
      newer.orderId,
      older.orderId,
    ]);
    expect(await service.deliveredOrderIdsWith(userId, productId, older.orderId)).toEqual([
      older.orderId,
    ]);
    expect(await service.deliveredOrderIdsWith(userId, productId, undelivered.orderId)).toEqual([]);
    expect(await service.deliveredOrderIdsWith(userId, new Types.ObjectId().toHexString())).toEqual(
      [],
    );
  });
});
