import { endpoints } from '@gymfuel/contracts';
import { Types } from 'mongoose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../logging/logger.js';
import { seedDatabase } from '../../seed/seed.js';
import { SEED_GYMS } from '../../seed/gyms.js';
import { firstSeededProducts } from '../../test/seeded-products.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createCartService } from '../cart/cart.service.js';
import { DELIVERY_SETTINGS_ID } from '../delivery/delivery-settings.model.js';
import { createDeliveryService } from '../delivery/delivery.service.js';
import { createGymService } from '../gyms/gyms.service.js';
import { createCheckoutPricing } from '../orders/checkout-pricing.js';
import { createShopperLock } from '../orders/shopper-lock.js';
import { createCatalogueLookup } from '../products/catalogue-lookup.js';
import type { ProductRecord } from '../products/products.model.js';
import { createVoucherUseService } from '../vouchers/voucher-uses.service.js';
import { createVoucherService } from '../vouchers/vouchers.service.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createPaymentService, type PaymentService } from './payments.service.js';
import { createSimulatedGateway } from './simulated-gateway.js';

const shopperId = new Types.ObjectId().toHexString();

let db: TestDatabase;
let shake: ProductRecord;

beforeAll(async () => {
  db = await openTestDatabase();
  await seedDatabase(db.models);
  [shake] = await firstSeededProducts(db.models);
});
beforeEach(async () => {
  await db.models.PendingPayment.deleteMany({});
  await db.models.CartItem.deleteMany({});
  await cartService().add(shopperId, shake._id.toHexString(), 2);
});
afterAll(() => db.close());

function cartService() {
  const catalogue = createCatalogueLookup(db.models);
  return createCartService({ CartItem: db.models.CartItem, catalogue });
}

/** The simulated gateway, opening provider orders with the given ids, one per call. */
function gatewayOpening(
  ids: string[],
  whileOpening: () => Promise<unknown> = () => Promise.resolve(),
): PaymentGateway & { opened: string[] } {
  const opened: string[] = [];
  return {
    ...createSimulatedGateway('simulated-secret-for-tests-0001', 5000, db.models.PendingPayment),
    opened,
    async createOrder({ amountPaise }) {
      const id = ids[opened.length] ?? 'order_sim_unexpected';
      opened.push(id);
      await whileOpening();
      return { id, amountPaise };
    },
  };
}

function deliveryService() {
  return createDeliveryService({
    SlotSeat: db.models.SlotSeat,
    SlotCapacity: db.models.SlotCapacity,
    DeliverySettings: db.models.DeliverySettings,
    config: { SLOT_CAPACITY: 20, SLOT_CUTOFF_MINUTES: 60, PAYMENT_HOLD_MINUTES: 15 },
    clock: () => new Date(),
  });
}

/** The payment service one API process builds, with its own gateway. */
function paymentService(gateway: PaymentGateway): PaymentService {
  const catalogue = createCatalogueLookup(db.models);
  const voucherUses = createVoucherUseService({
    VoucherUse: db.models.VoucherUse,
    Voucher: db.models.Voucher,
    config: { PAYMENT_HOLD_MINUTES: 15 },
    clock: () => new Date(),
    logger: createLogger({ LOG_LEVEL: 'silent' }),
  });
  return createPaymentService({
    PendingPayment: db.models.PendingPayment,
    WebhookEvent: db.models.WebhookEvent,
    shopperLock: createShopperLock(db.models.CheckoutLock),
    gateway,
    pricing: createCheckoutPricing({
      catalogue,
      vouchers: createVoucherService({ ...db.models, voucherUses }),
    }),
    cart: cartService(),
    orders: {
      placeOrder: () => Promise.reject(new Error('no payment is confirmed here')),
      placedOrderFor: () => Promise.reject(new Error('no payment is confirmed here')),
      refundSecondPayment: () => Promise.reject(new Error('no payment is confirmed here')),
      sameCartPlacedSince: () => Promise.reject(new Error('no payment is confirmed here')),
    },
    invoices: { issueAfterPayment: () => Promise.reject(new Error('no invoice is issued here')) },
    gyms: createGymService({ Gym: db.models.Gym, maxAgeMs: 0, onRefreshError: () => {} }),
    delivery: deliveryService(),
    refunds: { settleFromProvider: () => Promise.reject(new Error('no webhook arrives here')) },
    voucherUses,
    logger: createLogger({ LOG_LEVEL: 'silent' }),
  });
}

/** Pay Now for the cart: two shakes to the first seeded gym, with a voucher code if given. */
function payNowBody(code?: { code: string; discountPercentage: number }) {
  const subtotalPaise = shake.pricePaise * 2;
  const discountPaise = Math.round((subtotalPaise * (code?.discountPercentage ?? 0)) / 100);
  return endpoints.createPaymentOrder.body.parse({
    ...(code === undefined ? {} : { code: code.code }),
    amount: (subtotalPaise - discountPaise) / 100,
    currency: 'INR',
    order: [{ proId: shake._id.toHexString(), quantity: 2 }],
    address: {
      your_name: 'Asha Kapoor',
      your_email: 'asha@example.in',
      gym_name: SEED_GYMS[0]?.name,
      city: SEED_GYMS[0]?.city,
      country: 'India',
      phone: '+91 98765 43210',
    },
  });
}

describe('one shopper opening the same checkout several times at once', () => {
  it('opens a single provider order and answers it to every call', async () => {
    const gateway = gatewayOpening(['order_sim_first', 'order_sim_second']);
    const payments = paymentService(gateway);
    const answers = await Promise.all([
      payments.createPaymentOrder(shopperId, payNowBody()),
      payments.createPaymentOrder(shopperId, payNowBody()),
      payments.createPaymentOrder(shopperId, payNowBody()),
    ]);
    expect(gateway.opened).toEqual(['order_sim_first']);
    expect(answers.map((answer) => answer.id)).toEqual([
      'order_sim_first',
      'order_sim_first',
      'order_sim_first',
    ]);
  });

  it('answers the order stored by another API process that got there first', async () => {
    // Process A waits on the provider while process B opens and stores the same checkout.
    const processB = paymentService(gatewayOpening(['order_sim_b']));
    const processA = paymentService(
      gatewayOpening(['order_sim_a'], () => processB.createPaymentOrder(shopperId, payNowBody())),
    );
    const answerA = await processA.createPaymentOrder(shopperId, payNowBody());
    expect(answerA.id).toBe('order_sim_b');
    const stored = await db.models.PendingPayment.find({}, { providerOrderId: 1 }).lean();
    expect(stored.map((pending) => pending.providerOrderId)).toEqual(['order_sim_b']);
  });
});

/** A promise and the function that settles it, for ordering two racing calls by hand. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/**
 * One Pay Now reaching two API processes: A holds its seat (and voucher use) and calls the
 * provider; meanwhile B makes the same checkout and reaches its own provider call (or is
 * refused), then waits there while A stores the checkout, so B's record loses to A's. Answers
 * both calls' results (B's may reject).
 */
async function payNowOnTwoProcesses(body: () => ReturnType<typeof payNowBody>) {
  const bHeld = signal();
  const aDone = signal();
  const processB = paymentService(
    gatewayOpening(['order_sim_b'], async () => {
      bHeld.fire();
      await aDone.fired;
    }),
  );
  let answerB: Promise<{ id: string }> | undefined;
  const processA = paymentService(
    gatewayOpening(['order_sim_a'], async () => {
      answerB = processB.createPaymentOrder(shopperId, body());
      // B either reaches the provider or is refused (then A need not wait).
      await Promise.race([bHeld.fired, answerB.catch(() => undefined)]);
    }),
  );
  const answerA = await processA.createPaymentOrder(shopperId, body());
  aDone.fire();
  return { answerA, answerB: await answerB };
}

describe('a double-clicked Pay Now reaching two API processes, with a limited voucher code', () => {
  it("keeps the voucher hold of the checkout that was stored, not the other call's", async () => {
    await db.models.VoucherUse.deleteMany({});
    const code = { code: 'LIMITED5', discountPercentage: 15 };
    // B's voucher hold takes over A's as the shopper's earlier hold; B's record then loses.
    const { answerA, answerB } = await payNowOnTwoProcesses(() => payNowBody(code));
    expect(answerB?.id).toBe('order_sim_a');
    expect(answerA.id).toBe('order_sim_a');

    const stored = await db.models.PendingPayment.findOne({ providerOrderId: 'order_sim_a' });
    const uses = await db.models.VoucherUse.find({ code: 'LIMITED5' }).lean();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ holder: stored?.seatHolder, state: 'held' });
  });
});

describe('a double-clicked Pay Now reaching two API processes for a slot’s last seat', () => {
  /** Pay Now for the first open slot (every slot takes one order here). */
  let inOneSlot: () => ReturnType<typeof payNowBody>;
  beforeEach(async () => {
    await db.models.SlotSeat.deleteMany({});
    const gym = await createGymService({
      Gym: db.models.Gym,
      maxAgeMs: 0,
      onRefreshError: () => {},
    }).requireGym(SEED_GYMS[0]!.name);
    const slot = await deliveryService().earliestAvailable(gym);
    inOneSlot = () => ({ ...payNowBody(), slot });
  });
  afterEach(() => db.models.DeliverySettings.deleteMany({}));

  it('answers both clicks with the one stored provider order, on the one seat', async () => {
    // Every slot takes one order: the first click's hold is the last seat.
    await db.models.DeliverySettings.create({ _id: DELIVERY_SETTINGS_ID, defaultCapacity: 1 });
    // B reaches the slot after A holds its seat.
    const { answerA, answerB } = await payNowOnTwoProcesses(inOneSlot);
    expect(answerA.id).toBe('order_sim_a');
    expect(answerB?.id).toBe('order_sim_a');

    const stored = await db.models.PendingPayment.findOne({ providerOrderId: 'order_sim_a' });
    const seats = await db.models.SlotSeat.find({}).lean();
    expect(seats).toEqual([
      expect.objectContaining({ holder: stored?.seatHolder, state: 'held', seat: 1 }),
    ]);
  });

  it('still tells another shopper the slot is full', async () => {
    await db.models.DeliverySettings.create({ _id: DELIVERY_SETTINGS_ID, defaultCapacity: 1 });
    const payments = paymentService(gatewayOpening(['order_sim_first', 'order_sim_second']));
    await payments.createPaymentOrder(shopperId, inOneSlot());
    const other = new Types.ObjectId().toHexString();
    await cartService().add(other, shake._id.toHexString(), 2);
    await expect(payments.createPaymentOrder(other, inOneSlot())).rejects.toMatchObject({
      status: 409,
      message: 'This delivery slot is full. Please pick another.',
    });
  });
});
