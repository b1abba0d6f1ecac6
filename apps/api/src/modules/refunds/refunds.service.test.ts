import type { Order, Refund } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { capturedLogger } from '../../test/captured-logs.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { orderModel, type OrderModel, type OrderRecord } from '../orders/orders.model.js';
import type { PaymentGateway, ProviderRefundRequest } from '../payments/payment-gateway.js';
import {
  createRefundService,
  owedRefund,
  REFUND_LEASE_MS,
  retryDelayMs,
} from './refunds.service.js';

/** Saturday 28 Nov 2026, 10:00 in India. */
const START = new Date('2026-11-28T04:30:00Z');
const later = (ms: number) => new Date(START.getTime() + ms);

let db: TestDatabase;
let Order: OrderModel;
let time: Date;
let notified: string[];

beforeAll(async () => {
  db = await openTestDatabase();
  Order = orderModel(db.connection);
  await Order.init();
});
afterAll(() => db.close());
beforeEach(async () => {
  await Order.deleteMany({});
  time = START;
  notified = [];
});

/** A notifier step that notes which order's refund it told of, at which status. */
const noted = async (order: Order, refund: Refund) => {
  notified.push(`${order.orderId} ${refund.status}`);
  return true;
};

/** A refund call that answers only when the test says so, as a slow (or dead) process's would. */
function heldGateway(refundPrefix = 'rfnd_Held') {
  const calls: ProviderRefundRequest[] = [];
  const answers: (() => void)[] = [];
  const gateway: Pick<PaymentGateway, 'refund' | 'findRefund'> = {
    refund: (request) =>
      new Promise((resolve) => {
        calls.push(request);
        answers.push(() =>
          resolve({
            kind: 'refunded',
            refund: { id: `${refundPrefix}${calls.length}`, status: 'pending' },
          }),
        );
      }),
    findRefund: async () => null,
  };
  return { gateway, calls, answerAll: () => answers.splice(0).forEach((answer) => answer()) };
}

/** The refunds service one API process builds; `holder` names it on its leases. */
function refundsOf(
  holder: string,
  gateway: Pick<PaymentGateway, 'refund' | 'findRefund'>,
  logger = capturedLogger().logger,
) {
  return createRefundService({
    Order,
    gateway,
    notifier: {
      refundInitiated: noted,
      refundProcessed: noted,
      refundFailed: noted,
    },
    events: { append: async () => {} },
    logger,
    now: () => time,
    holder,
  });
}

/**
 * A cancelled order, ₹412.20 paid online unless said otherwise, with the refund its cancel
 * recorded (orders.service's cancelWhere).
 */
async function cancelledOrder(overrides: Partial<OrderRecord> = {}): Promise<OrderRecord> {
  const orderId = new Types.ObjectId().toHexString().slice(-12);
  const refund = owedRefund(
    {
      orderId,
      paymentMethod: 'credit-card',
      paymentId: 'pay_Lease0000000001',
      totals: { subtotalPaise: 45_800, discountPaise: 4_580, totalPaise: 41_220 },
      ...overrides,
    },
    time,
  );
  const created = await Order.create({
    orderId,
    userId: new Types.ObjectId(),
    userName: 'Asha Kapoor',
    email: 'asha@example.in',
    address: 'Powerhouse Gym, Pune, India',
    phoneNumber: '9876543210',
    paymentMethod: 'credit-card',
    paymentId: 'pay_Lease0000000001',
    providerOrderId: `order_${new Types.ObjectId().toHexString()}`,
    date: START,
    lines: [
      {
        productId: new Types.ObjectId(),
        productName: 'Blueberry Blast Smoothie',
        pricePaise: 22_900,
        quantity: 2,
        image: '/art/1fad0.webp',
      },
    ],
    totals: { subtotalPaise: 45_800, discountPaise: 4_580, totalPaise: 41_220 },
    status: 'Cancelled',
    ...(refund === undefined ? {} : { refund }),
    ...overrides,
  });
  return created.toObject<OrderRecord>();
}

describe('retryDelayMs', () => {
  it('doubles from 10 s and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    // 10 s × 2⁸ = 2,560 s; the next doubling (5,120 s) is over the hour.
    expect(retryDelayMs(9)).toBe(2_560_000);
    expect(retryDelayMs(10)).toBe(3_600_000);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });
});

describe('owedRefund', () => {
  it('owes an order paid online the amount paid, due at once; one paid on delivery nothing', () => {
    const paid = {
      orderId: '0123456789ab',
      paymentMethod: 'credit-card' as const,
      paymentId: 'pay_Owed000000001',
      totals: { subtotalPaise: 45_800, discountPaise: 4_580, totalPaise: 41_220 },
    };
    expect(owedRefund(paid, START)).toEqual({
      refundId: 'refund_0123456789ab',
      amountPaise: 41_220,
      status: 'pending',
      attempts: 0,
      dueAt: START,
      leaseUntil: START,
      createdAt: START,
      updatedAt: START,
    });
    expect(
      owedRefund({ ...paid, paymentMethod: 'pay-on-delivery', paymentId: undefined }, START),
    ).toBeUndefined();
  });
});

describe('startFor', () => {
  it('tells the shopper and calls the provider once, however often it is started', async () => {
    const { gateway, calls, answerAll } = heldGateway();
    const refunds = refundsOf('process-a', gateway);
    const order = await cancelledOrder();
    await refunds.startFor(order);
    await refunds.startFor(order);
    await expect.poll(() => calls.length).toBe(1);
    answerAll();
    await refunds.idle();

    expect(calls).toEqual([
      {
        paymentId: 'pay_Lease0000000001',
        amountPaise: 41_220,
        reference: `refund_${order.orderId}`,
        notes: { orderId: order.orderId },
      },
    ]);
    expect((await Order.findOne({ orderId: order.orderId }).lean())?.refund).toMatchObject({
      status: 'pending',
      providerRefundId: 'rfnd_Held1',
    });
  });

  it('leaves a refund whose start never ran (a crash after the cancel) to the worker', async () => {
    const { gateway, calls, answerAll } = heldGateway();
    const refunds = refundsOf('process-b', gateway);
    const order = await cancelledOrder();
    const working = refunds.runDue();
    await expect.poll(() => calls.length).toBe(1);
    answerAll();
    expect(await working).toBe(1);
    expect(calls[0]).toMatchObject({ reference: `refund_${order.orderId}`, amountPaise: 41_220 });
  });

  it('does nothing for an order that is owed no refund', async () => {
    const { gateway, calls } = heldGateway();
    const refunds = refundsOf('process-a', gateway);
    const onDelivery = await cancelledOrder({
      paymentMethod: 'pay-on-delivery',
      paymentId: undefined,
      providerOrderId: undefined,
    });
    await refunds.startFor(onDelivery);
    await refunds.idle();

    expect(calls).toEqual([]);
    expect(notified).toEqual([]);
    expect(await Order.countDocuments({ refund: { $exists: true } })).toBe(0);
  });
});

describe('the lease', () => {
  it('lets one process call the provider for a refund; a dead holder’s lease lapses to another', async () => {
    const first = heldGateway('rfnd_FromA');
    const second = heldGateway('rfnd_FromB');
    const logsOfA = capturedLogger();
    const processA = refundsOf('process-a', first.gateway, logsOfA.logger);
    const processB = refundsOf('process-b', second.gateway);
    const order = await cancelledOrder();

    // A starts the call and hangs (say, it died mid-call). B finds nothing it may do.
    await processA.startFor(order);
    await expect.poll(() => first.calls.length).toBe(1);
    time = later(REFUND_LEASE_MS - 1);
    expect(await processB.runDue()).toBe(0);
    expect(second.calls).toEqual([]);

    // A's lease lapses: B takes the refund over, as a retry (attempt 2).
    time = later(REFUND_LEASE_MS);
    const working = processB.runDue();
    await expect.poll(() => second.calls.length).toBe(1);
    expect(await Order.findOne({ orderId: order.orderId }).lean()).toMatchObject({
      refund: { leaseHolder: 'process-b', attempts: 2 },
    });
    second.answerAll();
    expect(await working).toBe(1);
    expect((await Order.findOne({ orderId: order.orderId }).lean())?.refund).toMatchObject({
      status: 'pending',
      providerRefundId: 'rfnd_FromB1',
    });

    // A comes back with a refund of its own: B's stays, and the operators are told.
    first.answerAll();
    await processA.idle();
    expect((await Order.findOne({ orderId: order.orderId }).lean())?.refund).toMatchObject({
      status: 'pending',
      providerRefundId: 'rfnd_FromB1',
    });
    expect(logsOfA.lines.filter((line) => line.providerRefundId === 'rfnd_FromA1')).toMatchObject([
      { level: 50, msg: 'a second refund was made for one order: the operators must check it' },
    ]);
    expect(notified).toEqual([`${order.orderId} pending`]);
  });
});

describe('settleFromProvider', () => {
  it('settles a verdict read just before the refund call’s answer was recorded', async () => {
    const held = heldGateway();
    // The webhook's look-up by Razorpay's refund id misses; the call's answer (that id) is
    // recorded before the look-up by our receipt runs, as two requests can interleave.
    const RacedOrder = new Proxy(Order, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property !== 'findOneAndUpdate') {
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return (filter: Record<string, unknown>, ...rest: unknown[]) => {
          const query = target.findOneAndUpdate(filter, ...(rest as []));
          if (filter['refund.providerRefundId'] !== 'rfnd_Held1') return query;
          return {
            lean: async () => {
              const missed = await query.lean();
              held.answerAll();
              await expect
                .poll(async () => (await Order.findOne(filter).lean())?.refund?.providerRefundId)
                .toBe('rfnd_Held1');
              return missed;
            },
          };
        };
      },
    });
    const refunds = createRefundService({
      Order: RacedOrder,
      gateway: held.gateway,
      notifier: {
        refundInitiated: async () => true,
        refundProcessed: noted,
        refundFailed: async () => true,
      },
      events: { append: async () => {} },
      logger: capturedLogger().logger,
      now: () => time,
    });
    const order = await cancelledOrder();
    await refunds.startFor(order);
    await expect.poll(() => held.calls.length).toBe(1);

    expect(
      await refunds.settleFromProvider({
        providerRefundId: 'rfnd_Held1',
        paymentId: 'pay_Lease0000000001',
        receipt: `refund_${order.orderId}`,
        status: 'processed',
      }),
    ).toBe('settled');
    await refunds.idle();
    expect((await Order.findOne({ orderId: order.orderId }).lean())?.refund).toMatchObject({
      status: 'processed',
      providerRefundId: 'rfnd_Held1',
    });
    expect(notified).toEqual([`${order.orderId} processed`]);
  });
});

describe('an operator’s retry', () => {
  it('is not settled by a late webhook about the provider refund it replaced', async () => {
    const held = heldGateway('rfnd_Retry');
    const refunds = refundsOf('process-a', held.gateway);
    const order = await cancelledOrder();
    await Order.updateOne(
      { orderId: order.orderId },
      { $set: { 'refund.status': 'failed', 'refund.providerRefundId': 'rfnd_Old1' } },
    );

    const retrying = refunds.retryNow(order.orderId);
    await expect.poll(() => held.calls.length).toBe(1);
    // Razorpay redelivers its old verdict while the new call is under way.
    const late = {
      providerRefundId: 'rfnd_Old1',
      paymentId: 'pay_Lease0000000001',
      receipt: `refund_${order.orderId}`,
    };
    expect(await refunds.settleFromProvider({ ...late, status: 'failed' })).toBe('unchanged');
    held.answerAll();
    await retrying;

    expect((await Order.findOne({ orderId: order.orderId }).lean())?.refund).toMatchObject({
      status: 'pending',
      providerRefundId: 'rfnd_Retry1',
      formerProviderRefundIds: ['rfnd_Old1'],
    });
    expect(await refunds.settleFromProvider({ ...late, status: 'processed' })).toBe('unchanged');
    expect(
      await refunds.settleFromProvider({
        ...late,
        providerRefundId: 'rfnd_Retry1',
        status: 'processed',
      }),
    ).toBe('settled');
  });
});
