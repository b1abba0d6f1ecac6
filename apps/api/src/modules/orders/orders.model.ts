import {
  CANCELLED_BY,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  fromPaise,
  type CancelledBy,
  type DeliverySlot,
  type Order,
  type OrderGym,
  type OrderStatus,
  type PaymentMethod,
  type Summary,
} from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { deliverySlotRecordSchema, orderGymRecordSchema } from '../delivery/delivery-schemas.js';
import {
  refundRecordSchema,
  toRefundContract,
  type RefundRecord,
} from '../refunds/refund-schema.js';

const wholePaise = {
  type: Number,
  required: true,
  min: 0,
  validate: { validator: Number.isSafeInteger, message: 'Amounts are whole paise' },
} as const;

/** One line as bought: the catalogue's name, image, price and label at that moment. */
export interface OrderLineRecord {
  productId: Types.ObjectId;
  productName: string;
  pricePaise: number;
  quantity: number;
  image: string;
  /** Per unit, from the label; absent for a product without one, and on older orders. */
  protein?: number;
  kcal?: number;
}

/** The server's totals, in integer paise (tax and store pickup are always 0). */
export interface TotalsRecord {
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
}

export const orderLineSchema = new Schema<OrderLineRecord>(
  {
    productId: { type: Schema.Types.ObjectId, ref: 'Product', required: true },
    productName: { type: String, required: true },
    pricePaise: wholePaise,
    quantity: { type: Number, required: true, min: QUANTITY_MIN, max: QUANTITY_MAX },
    image: { type: String, required: true },
    protein: { type: Number, min: 0 },
    kcal: { type: Number, min: 0 },
  },
  { _id: false },
);

export const totalsSchema = new Schema<TotalsRecord>(
  { subtotalPaise: wholePaise, discountPaise: wholePaise, totalPaise: wholePaise },
  { _id: false },
);

export interface OrderRecord {
  _id: Types.ObjectId;
  orderId: string;
  userId: Types.ObjectId;
  userName: string;
  /** Where the order e-mails go. */
  email: string;
  /** The shipping address string (gym, city, country). */
  address: string;
  phoneNumber: string;
  paymentMethod: PaymentMethod;
  date: Date;
  lines: OrderLineRecord[];
  totals: TotalsRecord;
  voucherCode?: string;
  status: OrderStatus;
  /** The Razorpay (or simulated) order paid for; absent for pay-on-delivery. */
  providerOrderId?: string;
  paymentId?: string;
  /** The delivery half hour (India time); absent on orders from before slots. */
  slot?: DeliverySlot;
  /** The gym and its handover point as they were when the order was placed. */
  gym?: OrderGym;
  /** Who holds the slot seat (delivery.service): a cancel gives the seat back. */
  seatHolder?: string;
  /** Paid after the slot's hold lapsed and the slot had filled: the kitchen must know. */
  overbooked?: boolean;
  /** Paid after its voucher hold lapsed and the code's limit was reached meanwhile. */
  voucherOverLimit?: boolean;
  /**
   * A second payment for a provider order that already had its order (the shopper paid twice):
   * the order it duplicates. Recorded cancelled, with its refund owed (orders.service).
   */
  duplicateOf?: string;
  /** Paid only after its delivery slot had begun (a late webhook or reconciliation). */
  slotPassed?: boolean;
  /** Four digits the shopper shows at the gym's handover point. */
  handoverCode?: string;
  /** Wrong handover codes in a row, and until when the handover is locked after five. */
  handoverFailures?: number;
  handoverLockedUntil?: Date;
  /** Each status reached, with its time. */
  timeline?: { status: OrderStatus; at: Date }[];
  /** A cancelled order paid online gives the money back (modules/refunds). */
  refund?: RefundRecord;
  /** Who cancelled it, and staff's reason (absent on orders cancelled before reasons). */
  cancellation?: { by: CancelledBy; reason?: string };
  /**
   * Set by a cancel until its seat and voucher use are given back and its credit note is
   * issued: when the worker may do it, had the cancel's own request failed to (orders.service).
   */
  giveBackAfter?: Date;
  /**
   * Set when the order is written, until its invoice and 'order placed' e-mail are stored: when
   * the worker may store them, had the placing request failed to (order-follow-up.ts).
   */
  followUpAfter?: Date;
}

const orderSchema = new Schema<OrderRecord>(
  {
    orderId: { type: String, required: true, unique: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    userName: { type: String, required: true },
    email: { type: String, required: true },
    address: { type: String, required: true },
    phoneNumber: { type: String, required: true },
    paymentMethod: { type: String, required: true, enum: PAYMENT_METHODS },
    date: { type: Date, required: true },
    lines: { type: [orderLineSchema], required: true },
    totals: { type: totalsSchema, required: true },
    voucherCode: { type: String },
    status: { type: String, required: true, enum: ORDER_STATUSES },
    providerOrderId: { type: String },
    paymentId: { type: String },
    slot: { type: deliverySlotRecordSchema },
    gym: { type: orderGymRecordSchema },
    seatHolder: { type: String },
    overbooked: { type: Boolean },
    voucherOverLimit: { type: Boolean },
    duplicateOf: { type: String },
    slotPassed: { type: Boolean },
    handoverCode: { type: String, match: /^\d{4}$/ },
    handoverFailures: { type: Number, min: 0 },
    handoverLockedUntil: { type: Date },
    timeline: {
      type: [
        new Schema(
          {
            status: { type: String, required: true, enum: ORDER_STATUSES },
            at: { type: Date, required: true },
          },
          { _id: false },
        ),
      ],
      default: undefined,
    },
    refund: { type: refundRecordSchema },
    cancellation: {
      type: new Schema(
        { by: { type: String, required: true, enum: CANCELLED_BY }, reason: { type: String } },
        { _id: false },
      ),
    },
    giveBackAfter: { type: Date },
    followUpAfter: { type: Date },
  },
  { collection: 'orders', timestamps: true },
);

// One order per paid provider order: /authpayment repeated, or racing the webhook, cannot make two.
orderSchema.index(
  { providerOrderId: 1 },
  { unique: true, partialFilterExpression: { providerOrderId: { $exists: true } } },
);
// A second payment (see duplicateOf) is recorded, and refunded, once however often it is reported.
orderSchema.index(
  { paymentId: 1 },
  { unique: true, partialFilterExpression: { duplicateOf: { $exists: true } } },
);
// The caller's orders, newest first.
orderSchema.index({ userId: 1, date: -1 });
// A voucher's uses in the console: its orders that were not cancelled (only orders with a code).
orderSchema.index(
  { voucherCode: 1, status: 1 },
  { partialFilterExpression: { voucherCode: { $exists: true } } },
);
// The order board and the prep list: one delivery date, by slot, then gym.
orderSchema.index({ 'slot.date': 1, 'slot.start': 1, 'gym.name': 1 });
// A refund id names one order, and so does the provider's: a webhook never settles two orders.
orderSchema.index(
  { 'refund.refundId': 1 },
  { unique: true, partialFilterExpression: { 'refund.refundId': { $exists: true } } },
);
orderSchema.index(
  { 'refund.providerRefundId': 1 },
  { unique: true, partialFilterExpression: { 'refund.providerRefundId': { $exists: true } } },
);
// The refund worker's look-up: what is due next (only orders with a refund are indexed).
orderSchema.index(
  { 'refund.dueAt': 1 },
  { partialFilterExpression: { 'refund.dueAt': { $exists: true } } },
);
// The cancellations worker's look-up: cancels whose give-back is not done (only those indexed).
orderSchema.index(
  { giveBackAfter: 1 },
  { partialFilterExpression: { giveBackAfter: { $exists: true } } },
);
// The follow-ups worker's look-up: orders whose invoice or e-mail is not stored (only those).
orderSchema.index(
  { followUpAfter: 1 },
  { partialFilterExpression: { followUpAfter: { $exists: true } } },
);
// The console's 'Refunds': pending and failed refunds, newest first.
orderSchema.index(
  { 'refund.status': 1, 'refund.createdAt': -1 },
  { partialFilterExpression: { 'refund.refundId': { $exists: true } } },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const orderModel = (connection: Connection) => connection.model('Order', orderSchema);
export type OrderModel = ReturnType<typeof orderModel>;

export function toSummary({ subtotalPaise, discountPaise, totalPaise }: TotalsRecord): Summary {
  return {
    originalPrice: fromPaise(subtotalPaise),
    storePickup: 0,
    discountedAmmount: fromPaise(discountPaise),
    tax: 0,
    finalTotal: fromPaise(totalPaise),
  };
}

/** The contract's shape: rupees, ids as strings, the date as ISO 8601. */
export function toOrderContract(record: OrderRecord): Order {
  return {
    _id: record._id.toHexString(),
    userId: record.userId.toHexString(),
    orderId: record.orderId,
    userName: record.userName,
    address: record.address,
    phoneNumber: record.phoneNumber,
    paymentMethod: record.paymentMethod,
    date: record.date.toISOString(),
    paymentAmmount: fromPaise(record.totals.totalPaise),
    order: record.lines.map((line) => ({
      productId: line.productId.toHexString(),
      productName: line.productName,
      productPrice: fromPaise(line.pricePaise),
      quantity: line.quantity,
      image: line.image,
      ...(line.protein === undefined ? {} : { protein: line.protein }),
      ...(line.kcal === undefined ? {} : { kcal: line.kcal }),
    })),
    summary: toSummary(record.totals),
    status: record.status,
    ...(record.slot === undefined
      ? {}
      : { slot: { date: record.slot.date, start: record.slot.start, end: record.slot.end } }),
    ...(record.gym === undefined
      ? {}
      : { gym: { name: record.gym.name, handoverPoint: record.gym.handoverPoint } }),
    ...(record.handoverCode === undefined ? {} : { handoverCode: record.handoverCode }),
    ...(record.timeline === undefined
      ? {}
      : { timeline: record.timeline.map(({ status, at }) => ({ status, at: at.toISOString() })) }),
    ...(record.overbooked === true ? { overbooked: true } : {}),
    ...(record.refund === undefined ? {} : { refund: toRefundContract(record.refund) }),
    ...(record.voucherOverLimit === true ? { voucherOverLimit: true } : {}),
    ...(record.slotPassed === true ? { slotPassed: true } : {}),
    ...(record.duplicateOf === undefined ? {} : { duplicateOf: record.duplicateOf }),
  };
}
