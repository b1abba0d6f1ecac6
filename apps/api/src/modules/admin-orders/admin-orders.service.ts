import { indiaDateOf, type BoardFilter, type BoardOrder, type PrepList } from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { toOrderContract, type OrderModel, type OrderRecord } from '../orders/orders.model.js';
import { ORDER_NOT_FOUND, type OrderService } from '../orders/orders.service.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { UserModel } from '../users/users.model.js';
import { prepListOf } from './prep-list.js';

export interface AdminOrderServiceDeps {
  Order: OrderModel;
  User: UserModel;
  orders: Pick<OrderService, 'cancelAsStaff'>;
  /** The board's gym filter, spelt as the operator likes, is matched as orders store the name. */
  gyms: Pick<GymService, 'findGym'>;
  /** Today, for a board or prep list asked for without a date. */
  clock: () => Date;
}

type SlottedOrder = OrderRecord & Required<Pick<OrderRecord, 'slot'>>;

/** The order board and the prep list: a day's orders as the kitchen and the riders see them. */
export function createAdminOrderService({
  Order,
  User,
  orders,
  gyms,
  clock,
}: AdminOrderServiceDeps) {
  /**
   * The name orders carry for a gym named in any case and spacing: the stored spelling of a gym
   * on the list, else the name as given, since an order keeps the name it was placed under and a
   * gym renamed since is still found by its old one.
   */
  const orderGymName = async (name: string) => (await gyms.findGym(name))?.name ?? name;

  /** The orders delivered on the filter's date (India time), found by the slot.date index. */
  async function ordersOn(filter: BoardFilter, liveOnly: boolean): Promise<SlottedOrder[]> {
    const date = filter.date ?? indiaDateOf(clock());
    const records = await Order.find({
      'slot.date': date,
      ...(filter.slot === undefined ? {} : { 'slot.start': filter.slot }),
      ...(filter.gym === undefined ? {} : { 'gym.name': await orderGymName(filter.gym) }),
      ...(liveOnly ? { status: mongoose.trusted({ $ne: 'Cancelled' }) } : {}),
    })
      .sort({ 'slot.start': 1, 'gym.name': 1, date: 1, _id: 1 })
      .lean();
    return records as SlottedOrder[];
  }

  /**
   * The shopper's name and phone by order id, from their accounts: what they keep current, not
   * what one checkout form said. An account without a phone (Google sign-ups start so) or a
   * deleted one falls back to the order's own.
   */
  async function shoppersOf(
    records: readonly OrderRecord[],
  ): Promise<Map<string, BoardOrder['shopper']>> {
    const userIds = [...new Set(records.map((record) => record.userId.toHexString()))];
    const users = await User.find(
      { _id: mongoose.trusted({ $in: userIds }) },
      { userName: 1, phoneNumber: 1 },
    ).lean();
    const byId = new Map(users.map((user) => [user._id.toHexString(), user]));
    return new Map(
      records.map((record) => {
        const user = byId.get(record.userId.toHexString());
        return [
          record.orderId,
          {
            name: user?.userName || record.userName,
            phone: user?.phoneNumber || record.phoneNumber,
          },
        ];
      }),
    );
  }

  async function cardsOf(records: readonly OrderRecord[]): Promise<BoardOrder[]> {
    const shoppers = await shoppersOf(records);
    return records.map((record) => {
      const order = toOrderContract(record);
      return {
        orderId: order.orderId,
        status: order.status,
        date: order.date,
        paymentMethod: order.paymentMethod,
        paymentAmmount: order.paymentAmmount,
        order: order.order,
        ...(order.slot === undefined ? {} : { slot: order.slot }),
        ...(order.gym === undefined ? {} : { gym: order.gym }),
        ...(order.overbooked === undefined ? {} : { overbooked: order.overbooked }),
        ...(order.voucherOverLimit === undefined
          ? {}
          : { voucherOverLimit: order.voucherOverLimit }),
        ...(order.slotPassed === undefined ? {} : { slotPassed: order.slotPassed }),
        ...(order.refund === undefined ? {} : { refund: order.refund }),
        shopper: shoppers.get(record.orderId) ?? { name: record.userName, phone: '' },
        ...(record.cancellation === undefined
          ? {}
          : {
              cancellation: {
                by: record.cancellation.by,
                ...(record.cancellation.reason === undefined
                  ? {}
                  : { reason: record.cancellation.reason }),
              },
            }),
      };
    });
  }

  /** One order's card as it stands now; null for an order that does not exist. */
  async function findCard(orderId: string): Promise<BoardOrder | null> {
    const record = await Order.findOne({ orderId }).lean();
    if (record === null) return null;
    const [card] = await cardsOf([record]);
    return card ?? null;
  }

  return {
    /** The board: the date's orders by slot start, then gym. */
    async list(filter: BoardFilter): Promise<BoardOrder[]> {
      return cardsOf(await ordersOn(filter, false));
    },

    findCard,

    /** Cancels as staff (the shopper's cancel, with a reason) and answers the card it left. */
    async cancel(
      actor: Parameters<OrderService['cancelAsStaff']>[0],
      orderId: string,
      reason: string,
    ): Promise<BoardOrder> {
      await orders.cancelAsStaff(actor, orderId, reason);
      const card = await findCard(orderId);
      if (card === null) throw AppError.notFound(ORDER_NOT_FOUND);
      return card;
    },

    /** What to cook and pack for the date's (or one slot's) orders that are not cancelled. */
    async prepList(filter: Omit<BoardFilter, 'gym'>): Promise<PrepList> {
      const date = filter.date ?? indiaDateOf(clock());
      const live = await ordersOn({ ...filter, date }, true);
      const shoppers = await shoppersOf(live);
      const names = new Map([...shoppers].map(([orderId, { name }]) => [orderId, name]));
      return {
        date,
        ...(filter.slot === undefined ? {} : { slot: filter.slot }),
        ...prepListOf(live, names),
      };
    },
  };
}

export type AdminOrderService = ReturnType<typeof createAdminOrderService>;
