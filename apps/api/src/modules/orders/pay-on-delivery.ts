import {
  DELIVERY_COUNTRY,
  type Endpoints,
  formatShippingAddress,
  type Gym,
  type ParsedEndpointBody,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import type { Logger } from '../../logging/logger.js';
import { newSeatHolder, type DeliveryService } from '../delivery/delivery.service.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { VoucherUseService } from '../vouchers/voucher-uses.service.js';
import { checkoutMatchesCart } from '../payments/checkout-matches-cart.js';
import type { CheckoutPricing } from './checkout-pricing.js';
import type { OrderModel, OrderRecord } from './orders.model.js';
import type { OrderService } from './orders.service.js';
import type { ShopperLock } from './shopper-lock.js';

type AddOrderBody = ParsedEndpointBody<Endpoints['addOrder']>;

export interface PayOnDeliveryDeps {
  Order: OrderModel;
  /** A shopper's placings one at a time, so a double submit finds the first order. */
  shopperLock: ShopperLock;
  pricing: CheckoutPricing;
  gyms: Pick<GymService, 'requireKnownGymAddress'>;
  /** Books the order's seat for good; gives back one whose order was never written. */
  seats: Pick<
    DeliveryService,
    'hold' | 'confirm' | 'settle' | 'awaitingOrder' | 'release' | 'earliestAvailable'
  >;
  /** Takes the order's voucher use at once; gives back one whose order was never written. */
  voucherUses: Pick<VoucherUseService, 'takeConfirmed' | 'release'>;
  orders: Pick<OrderService, 'placeOrder'>;
  logger: Logger;
  now?: () => Date;
}

/**
 * How long a pay-on-delivery request has to write its order once its seat is confirmed; a seat
 * still waiting after that lost its request (a crash half-way), and the worker gives it back.
 * Far longer than any request lives, so a slow one is never robbed of its seat.
 */
export const ORDER_WRITE_GRACE_MS = 10 * 60_000;

/**
 * A pay-on-delivery order the same as one the shopper placed this recently is a double submit
 * (a double click, a retried request, two tabs): it is answered with that order.
 */
export const REPEAT_ORDER_WINDOW_MS = 60_000;

/** The same lines (product and quantity, in any order) and voucher code. */
function sameCheckout(
  order: Pick<OrderRecord, 'lines' | 'voucherCode'>,
  body: Pick<AddOrderBody, 'order' | 'code'>,
) {
  return (
    order.voucherCode === body.code &&
    checkoutMatchesCart(
      body.order.map((line) => ({ proId: line.productId, quantity: line.quantity })),
      order.lines.map((line) => ({ proId: line.productId.toHexString(), quantity: line.quantity })),
    )
  );
}

/** Seats looked at in one pass of the unordered-seats worker. */
const SWEEP_BATCH = 20;

/**
 * Orders paid on delivery (POST /addorder, off unless PAY_ON_DELIVERY): placed at once, with
 * nothing left to pay, so the slot's seat and the voucher's use are taken for good.
 */
export function createPayOnDelivery({
  Order,
  shopperLock,
  pricing,
  gyms,
  seats,
  voucherUses,
  orders,
  logger,
  now = () => new Date(),
}: PayOnDeliveryDeps) {
  /**
   * /addorder: pay-on-delivery only (online payments create theirs once verified). Only the
   * product ids, quantities and voucher code are taken from the client; prices are the server's.
   * The address must begin with one of our gyms; as on the paid path, the gym's record then
   * decides the city and country the order keeps, whatever followed the name. The slot's seat
   * is booked for good at once (nothing is left to pay online), and given back if the order
   * cannot be placed; until the order is written the seat waits for it (ORDER_WRITE_GRACE_MS),
   * so a request that stops half-way does not keep it from other shoppers.
   */
  async function place(
    caller: { userId: string; email: string },
    body: AddOrderBody,
  ): Promise<string> {
    return shopperLock.whileHeld(caller.userId, () => placeOnceOnDelivery(caller, body));
  }

  /**
   * The shopper's order placed in the last REPEAT_ORDER_WINDOW_MS that this one repeats, looked
   * for before anything else: the repeat gets the first order's answer, not a refusal its rules
   * would now give (a first-order code, say).
   */
  async function repeatedOrder(
    userId: string,
    body: AddOrderBody,
    gym: Gym,
  ): Promise<string | null> {
    const recent = await Order.find(
      {
        userId,
        paymentMethod: 'pay-on-delivery',
        date: mongoose.trusted({ $gt: new Date(now().getTime() - REPEAT_ORDER_WINDOW_MS) }),
      },
      { orderId: 1, lines: 1, voucherCode: 1, gym: 1, slot: 1, status: 1 },
    ).lean();
    const { slot } = body;
    const twin = recent.find(
      (order) =>
        order.status !== 'Cancelled' &&
        order.gym?.name === gym.name &&
        (slot === undefined ||
          (order.slot?.date === slot.date && order.slot.start === slot.start)) &&
        sameCheckout(order, body),
    );
    return twin?.orderId ?? null;
  }

  async function placeOnceOnDelivery(
    caller: { userId: string; email: string },
    body: AddOrderBody,
  ): Promise<string> {
    const gym = await gyms.requireKnownGymAddress(body.address);
    const repeated = await repeatedOrder(caller.userId, body, gym);
    if (repeated !== null) return repeated;
    const priced = await pricing.price(
      body.order.map((line) => ({ proId: line.productId, quantity: line.quantity })),
      body.code,
      caller,
    );
    const seatHolder = newSeatHolder();
    const choice = body.slot ?? (await seats.earliestAvailable(gym));
    const slot = await seats.hold(gym, choice, seatHolder, { renew: false });
    try {
      const orderDueBy = new Date(now().getTime() + ORDER_WRITE_GRACE_MS);
      await seats.confirm(gym.name, slot, seatHolder, { orderDueBy });
      await voucherUses.takeConfirmed({
        voucherCode: priced.voucherCode,
        userId: caller.userId,
        holder: seatHolder,
      });
      const { orderId } = await orders.placeOrder({
        ...priced,
        userId: caller.userId,
        email: caller.email,
        userName: body.userName,
        address: formatShippingAddress({
          gym_name: gym.name,
          city: gym.city,
          country: DELIVERY_COUNTRY,
        }),
        phoneNumber: body.phoneNumber,
        paymentMethod: 'pay-on-delivery',
        slot,
        gym: { name: gym.name, handoverPoint: gym.handoverPoint },
        seatHolder,
      });
      await settleSeat(seatHolder);
      return orderId;
    } catch (error) {
      await seats.release(seatHolder);
      await voucherUses.release(seatHolder);
      throw error;
    }
  }

  /** The order is written, so its seat stops waiting; a failure is left to the worker. */
  async function settleSeat(seatHolder: string): Promise<void> {
    try {
      await seats.settle(seatHolder);
    } catch (error) {
      logger.error({ err: error, seatHolder }, 'could not settle the seat of a placed order');
    }
  }

  /**
   * The unordered-seats worker's pass: a pay-on-delivery seat still waiting for its order
   * after ORDER_WRITE_GRACE_MS is settled if the order was written after all, else given back
   * with the voucher use taken under the same holder. Each step may run twice.
   */
  async function releaseSeatsWithoutOrder(): Promise<void> {
    for (const seat of await seats.awaitingOrder(now(), SWEEP_BATCH)) {
      // Through the board's (date, start, gym) index: the seat names its slot.
      const placed = await Order.exists({
        'slot.date': seat.date,
        'slot.start': seat.start,
        'gym.name': seat.gym,
        seatHolder: seat.holder,
      });
      if (placed !== null) {
        await seats.settle(seat.holder);
        continue;
      }
      await seats.release(seat.holder);
      await voucherUses.release(seat.holder);
      logger.warn(
        { seatHolder: seat.holder, gym: seat.gym, date: seat.date, start: seat.start },
        'gave back a pay-on-delivery seat whose order was never written',
      );
    }
  }

  return { place, releaseSeatsWithoutOrder };
}

export type PayOnDelivery = ReturnType<typeof createPayOnDelivery>;
