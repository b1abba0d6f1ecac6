import {
  PAYMENT_PROVIDERS,
  type Address,
  type DeliverySlot,
  type OrderGym,
  type PaymentProvider,
} from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import {
  orderLineSchema,
  totalsSchema,
  type OrderLineRecord,
  type TotalsRecord,
} from '../orders/orders.model.js';
import { deliverySlotRecordSchema, orderGymRecordSchema } from '../delivery/delivery-schemas.js';

/**
 * A checkout waiting for its payment, keyed by the provider order: whatever confirms the
 * payment first (/authpayment or the webhook) builds the order from this server-priced record,
 * never from what the browser sends afterwards. While unpaid it also carries its checkout key,
 * so the same checkout asked for again gets the same provider order.
 */
export interface PendingPaymentRecord {
  _id: Types.ObjectId;
  providerOrderId: string;
  provider: PaymentProvider;
  userId: Types.ObjectId;
  lines: OrderLineRecord[];
  totals: TotalsRecord;
  voucherCode?: string;
  address: Address;
  /** checkoutKeyOf(…) while unpaid; removed once a genuine payment arrives. */
  checkoutKey?: string;
  /** The delivery slot, the gym's handover point, and the holder of the seat (delivery.service). */
  slot?: DeliverySlot;
  gym?: OrderGym;
  seatHolder?: string;
  /**
   * Simulated mode only: the test payments made for this order and their states, kept here by
   * the simulated gateway as Razorpay keeps its own. One there means 'Pay' succeeded, so a
   * failure reported after it is refused.
   */
  simulatedPayments?: SimulatedPaymentRecord[];
  /**
   * When the reconciliation job (payment-reconciliation.ts) next asks the provider which payments
   * this order took (a paid one never confirmed, a second one whose webhook was lost); removed once
   * the checkout is a day old.
   */
  reconcileAfter?: Date;
  /**
   * When the database deletes the record. Absent from the moment a genuine payment arrives until
   * its order is placed: a paid checkout is the only trace of the money until then.
   */
  expiresAt?: Date;
  createdAt: Date;
}

export interface SimulatedPaymentRecord {
  id: string;
  status: 'authorized' | 'captured' | 'refunded';
}

const simulatedPaymentSchema = new Schema<SimulatedPaymentRecord>(
  { id: { type: String, required: true }, status: { type: String, required: true } },
  { _id: false },
);

const addressSchema = new Schema<Address>(
  {
    your_name: { type: String, required: true },
    your_email: { type: String, required: true },
    gym_name: { type: String, required: true },
    city: { type: String, default: '' },
    country: { type: String, default: '' },
    phone: { type: String, required: true },
  },
  { _id: false },
);

/**
 * Razorpay orders can be paid for a while, and a repeated /authpayment answers from the record;
 * after this it is of no use.
 */
export const PENDING_PAYMENT_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

const pendingPaymentSchema = new Schema<PendingPaymentRecord>(
  {
    providerOrderId: { type: String, required: true, unique: true },
    provider: { type: String, required: true, enum: PAYMENT_PROVIDERS },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    lines: { type: [orderLineSchema], required: true },
    totals: { type: totalsSchema, required: true },
    voucherCode: { type: String },
    address: { type: addressSchema, required: true },
    checkoutKey: { type: String },
    slot: { type: deliverySlotRecordSchema },
    gym: { type: orderGymRecordSchema },
    seatHolder: { type: String },
    simulatedPayments: { type: [simulatedPaymentSchema], default: undefined },
    reconcileAfter: { type: Date },
    expiresAt: { type: Date },
  },
  { collection: 'pendingpayments', timestamps: { createdAt: true, updatedAt: false } },
);
// One unpaid provider order per shopper and checkout: a double-clicked Pay Now, a second tab or
// another API process asking for the same checkout finds this record instead of adding one.
// Paid records have no key, so they never collide.
pendingPaymentSchema.index(
  { userId: 1, checkoutKey: 1 },
  { unique: true, partialFilterExpression: { checkoutKey: { $exists: true } } },
);
// A shopper's unpaid checkouts, whose seats a new checkout gives back.
pendingPaymentSchema.index({ userId: 1 });
// What the reconciliation job asks for: the checkouts due for a look at the provider.
pendingPaymentSchema.index({ reconcileAfter: 1 }, { sparse: true });
// The database deletes a record once expiresAt has passed; records without one stay.
pendingPaymentSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

/** The model on this connection (compiled once; later calls return the same one). */
export const pendingPaymentModel = (connection: Connection) =>
  connection.model('PendingPayment', pendingPaymentSchema);
export type PendingPaymentModel = ReturnType<typeof pendingPaymentModel>;
