import { Schema, type Connection, type Types } from 'mongoose';

/**
 * One seat of a delivery slot's capacity. A slot with capacity 20 has at most seats 1–20, and the
 * unique (gym, date, start, seat) index lets exactly one holder take each: that is what keeps the
 * kitchen from accepting more orders than it can cook, across any number of API processes. Only
 * a paid order whose hold had lapsed may sit above the capacity, and it is marked overbooked.
 */
export interface SlotSeatRecord {
  _id: Types.ObjectId;
  gym: string;
  date: string;
  start: string;
  seat: number;
  /** 'held' for an unpaid payment until `expiresAt`; 'confirmed' once paid. */
  state: 'held' | 'confirmed';
  /** The payment (provider order id) or order holding the seat. */
  holder: string;
  expiresAt: Date;
  overbooked?: boolean;
  /**
   * A pay-on-delivery seat is confirmed before its order is written; until the order is, this
   * says when the seat is given back should no order hold it (the request stopped half-way).
   */
  orderDueBy?: Date;
}

const slotSeatSchema = new Schema<SlotSeatRecord>(
  {
    gym: { type: String, required: true },
    date: { type: String, required: true },
    start: { type: String, required: true },
    seat: { type: Number, required: true, min: 1 },
    state: { type: String, required: true, enum: ['held', 'confirmed'] },
    holder: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    overbooked: { type: Boolean },
    orderDueBy: { type: Date },
  },
  { collection: 'slotseats', timestamps: true },
);
slotSeatSchema.index({ gym: 1, date: 1, start: 1, seat: 1 }, { unique: true });
slotSeatSchema.index({ holder: 1 });
// The unordered-seats worker's look-up: seats still waiting for their order (only those indexed).
slotSeatSchema.index(
  { orderDueBy: 1 },
  { partialFilterExpression: { orderDueBy: { $exists: true } } },
);
/**
 * One paid seat per holder: two confirmations of one payment racing (its webhook and the
 * shopper's return) after its hold lapsed would otherwise each take a seat.
 */
export const CONFIRMED_SEAT_INDEX = 'holder_1_state_1';
slotSeatSchema.index(
  { holder: 1, state: 1 },
  { unique: true, name: CONFIRMED_SEAT_INDEX, partialFilterExpression: { state: 'confirmed' } },
);

export const slotSeatModel = (connection: Connection) =>
  connection.model('SlotSeat', slotSeatSchema);
export type SlotSeatModel = ReturnType<typeof slotSeatModel>;

/** An operator's capacity for one slot, instead of SLOT_CAPACITY. */
export interface SlotCapacityRecord {
  _id: Types.ObjectId;
  gym: string;
  date: string;
  start: string;
  capacity: number;
}

const slotCapacitySchema = new Schema<SlotCapacityRecord>(
  {
    gym: { type: String, required: true },
    date: { type: String, required: true },
    start: { type: String, required: true },
    capacity: { type: Number, required: true, min: 0 },
  },
  { collection: 'slotcapacities', timestamps: true },
);
slotCapacitySchema.index({ gym: 1, date: 1, start: 1 }, { unique: true });

export const slotCapacityModel = (connection: Connection) =>
  connection.model('SlotCapacity', slotCapacitySchema);
export type SlotCapacityModel = ReturnType<typeof slotCapacityModel>;
