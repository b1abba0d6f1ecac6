import { randomBytes } from 'node:crypto';
import {
  bookableDates,
  DELIVERY_MESSAGES,
  isPastCutoff,
  slotEnd,
  slotWindows,
  type AdminSlot,
  type DeliverySlot,
  type Gym,
  type SlotAvailability,
  type SlotChoice,
} from '@gymfuel/contracts';
import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { isDuplicateKeyOn } from '../../errors/duplicate-key.js';
import { DELIVERY_SETTINGS_ID, type DeliverySettingsModel } from './delivery-settings.model.js';
import type { SlotCapacityModel, SlotSeatModel, SlotSeatRecord } from './slot-seats.model.js';

export interface DeliveryServiceDeps {
  SlotSeat: SlotSeatModel;
  SlotCapacity: SlotCapacityModel;
  DeliverySettings: DeliverySettingsModel;
  config: { SLOT_CAPACITY: number; SLOT_CUTOFF_MINUTES: number; PAYMENT_HOLD_MINUTES: number };
  clock: () => Date;
}

const MINUTE_MS = 60_000;

/** A fresh name for whoever holds a seat (a payment, or a pay-on-delivery order). */
export const newSeatHolder = () => randomBytes(12).toString('hex');

/** What a confirmation may also record on the seat: when its order is due (pay on delivery). */
type SeatMark = Pick<SlotSeatRecord, 'orderDueBy'>;

/** A seat counts while it is paid for, or held and the hold has not lapsed. */
const isLive = (seat: Pick<SlotSeatRecord, 'state' | 'expiresAt'>, now: Date) =>
  seat.state === 'confirmed' || seat.expiresAt.getTime() > now.getTime();

/** Delivery slots: what is open, and seats held for payments and confirmed for orders. */
export function createDeliveryService({
  SlotSeat,
  SlotCapacity,
  DeliverySettings,
  config,
  clock,
}: DeliveryServiceDeps) {
  /**
   * The owner's stored default, else SLOT_CAPACITY. Read on every use (one look-up by id), so a
   * change made through any process applies to all of them at once.
   */
  async function defaultCapacity(): Promise<number> {
    const settings = await DeliverySettings.findById(DELIVERY_SETTINGS_ID).lean();
    return settings?.defaultCapacity ?? config.SLOT_CAPACITY;
  }

  async function capacityOf(gym: string, date: string, start: string): Promise<number> {
    // Both at once: most slots have no override, and a checkout should not wait twice.
    const [override, fallback] = await Promise.all([
      SlotCapacity.findOne({ gym, date, start }).lean(),
      defaultCapacity(),
    ]);
    return override?.capacity ?? fallback;
  }

  /**
   * 400 unless the date is bookable now (today to 6 days ahead, India time). `field` names it as
   * the request carried it: `date` in a query or the console's body, `slot.date` in a checkout's.
   */
  function requireBookableDate(date: string, now: Date, field: string): void {
    if (!bookableDates(now).includes(date)) {
      throw AppError.badRequest(DELIVERY_MESSAGES.dateOutOfRange, [
        { path: field, message: DELIVERY_MESSAGES.dateOutOfRange },
      ]);
    }
  }

  /**
   * One day's slots at a gym as the operator sees them: each one's capacity (its own, else the
   * default) and the seats taken, which may exceed a capacity lowered after they were taken.
   * A slot outside the gym's current hours is listed too while it holds seats (booked before
   * the hours were narrowed): those orders are still to be cooked and delivered.
   */
  async function daySlots(gym: Gym, date: string, now: Date): Promise<AdminSlot[]> {
    requireBookableDate(date, now, 'date');
    const [seats, overrides, fallback] = await Promise.all([
      SlotSeat.find({ gym: gym.name, date }, { start: 1, state: 1, expiresAt: 1 }).lean(),
      SlotCapacity.find({ gym: gym.name, date }).lean(),
      defaultCapacity(),
    ]);
    const capacityAt = new Map(overrides.map((override) => [override.start, override.capacity]));
    const liveSeats = seats.filter((seat) => isLive(seat, now));
    const inHours = slotWindows(gym.opensAt, gym.closesAt);
    const inHoursStarts = new Set(inHours.map(({ start }) => start));
    const outsideHours = [...new Set(liveSeats.map(({ start }) => start))]
      .filter((start) => !inHoursStarts.has(start))
      .map((start) => ({ start, end: slotEnd(start) }));
    return [...inHours, ...outsideHours]
      .sort((a, b) => a.start.localeCompare(b.start))
      .map(({ start, end }) => {
        const booked = liveSeats.filter((seat) => seat.start === start).length;
        const own = capacityAt.get(start);
        const capacity = own ?? fallback;
        const remaining = Math.max(0, capacity - booked);
        return {
          start,
          end,
          capacity,
          overridden: own !== undefined,
          booked,
          remaining,
          outsideHours: !inHoursStarts.has(start),
        };
      });
  }

  /** One day's slots at a gym, within its hours: seats left and whether each still takes orders. */
  async function availability(gym: Gym, date: string): Promise<SlotAvailability[]> {
    const now = clock();
    return (await daySlots(gym, date, now))
      .filter(({ outsideHours }) => !outsideHours)
      .map(({ start, end, remaining }) => {
        const open = !isPastCutoff(date, start, now, config.SLOT_CUTOFF_MINUTES);
        return { start, end, remaining, available: open && remaining > 0 };
      });
  }

  /**
   * Takes a free seat numbered within the capacity (or reclaims a lapsed hold), retrying when
   * another request took the same number first. 409 'full' when none is left.
   */
  async function takeSeat(
    gym: string,
    slot: SlotChoice,
    taker: Pick<SlotSeatRecord, 'holder' | 'expiresAt' | 'state' | 'orderDueBy'>,
    now: Date,
  ): Promise<void> {
    const capacity = await capacityOf(gym, slot.date, slot.start);
    const where = { gym, date: slot.date, start: slot.start };
    // Each failed round means someone else took a seat, so capacity + a few rounds always settle.
    for (let round = 0; round <= capacity + 3; round += 1) {
      // The slot's seats in one read, through the leading fields of its unique index.
      const all = await SlotSeat.find(where).lean();
      const seats = all.filter((seat) => seat.seat <= capacity);
      // Seats numbered above the capacity (taken before an operator lowered it, or paid orders
      // overbooked) still count: the slot takes no new order until it is back under its capacity.
      const liveAbove = all.filter((seat) => seat.seat > capacity && isLive(seat, now)).length;
      if (seats.filter((seat) => isLive(seat, now)).length + liveAbove >= capacity) break;
      const lapsed = seats.find((seat) => seat.state === 'held' && !isLive(seat, now));
      if (lapsed !== undefined) {
        const reclaimed = await SlotSeat.updateOne(
          { _id: lapsed._id, state: 'held', expiresAt: lapsed.expiresAt },
          { $set: taker },
        );
        if (reclaimed.modifiedCount === 1) return;
        continue;
      }
      const used = new Set(seats.map((seat) => seat.seat));
      let free = 1;
      while (used.has(free)) free += 1;
      if (free > capacity) break;
      try {
        await SlotSeat.create({ ...where, seat: free, ...taker });
        return;
      } catch (error) {
        if (!isDuplicateKeyOn(error, 'seat')) throw error;
      }
    }
    throw AppError.conflict(DELIVERY_MESSAGES.slotFull);
  }

  /** 400 for a start the gym has no slot at; `field` names it as the request carried it. */
  function requireSlotWindow(gym: Gym, slot: SlotChoice, field: string): void {
    if (!slotWindows(gym.opensAt, gym.closesAt).some((window) => window.start === slot.start)) {
      const message = `${gym.name} has no delivery slot at ${slot.start}`;
      throw AppError.badRequest(message, [{ path: field, message }]);
    }
  }

  /** 400 for a date outside the week or a start the gym has no slot at; 409 past the cut-off. */
  function requireOpenSlot(gym: Gym, slot: SlotChoice, now: Date): DeliverySlot {
    requireBookableDate(slot.date, now, 'slot.date');
    requireSlotWindow(gym, slot, 'slot.start');
    if (isPastCutoff(slot.date, slot.start, now, config.SLOT_CUTOFF_MINUTES)) {
      throw AppError.conflict(DELIVERY_MESSAGES.slotClosed);
    }
    return { ...slot, end: slotEnd(slot.start) };
  }

  /**
   * The holder's seat becomes confirmed while its hold is live. A lapsed hold no longer counts, so
   * its payment takes a seat like a new checkout, or one above the capacity if the slot filled up
   * or was lowered meanwhile. A second confirmed seat for the holder is refused by the unique
   * index (slot-seats.model.ts), which `confirm` answers.
   */
  async function confirmSeat(
    gym: string,
    slot: SlotChoice,
    holder: string,
    mark: SeatMark,
  ): Promise<{ overbooked: boolean }> {
    const now = clock();
    const kept = await SlotSeat.findOneAndUpdate(
      {
        holder,
        gym,
        date: slot.date,
        start: slot.start,
        $or: [{ state: 'confirmed' }, { expiresAt: mongoose.trusted({ $gt: now }) }],
      },
      { $set: { state: 'confirmed', ...mark } },
      { returnDocument: 'after' },
    ).lean();
    if (kept !== null) return { overbooked: kept.overbooked === true };
    try {
      await takeSeat(gym, slot, { holder, expiresAt: now, state: 'confirmed', ...mark }, now);
      return { overbooked: false };
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
    }
    for (;;) {
      const top = await SlotSeat.findOne({ gym, date: slot.date, start: slot.start })
        .sort({ seat: -1 })
        .lean();
      try {
        await SlotSeat.create({
          gym,
          ...slot,
          seat: (top?.seat ?? 0) + 1,
          state: 'confirmed',
          holder,
          expiresAt: now,
          overbooked: true,
          ...mark,
        });
        return { overbooked: true };
      } catch (error) {
        if (!isDuplicateKeyOn(error, 'seat')) throw error;
      }
    }
  }

  /** The first slot at the gym that still takes orders, for API clients that name none. */
  async function earliestAvailable(gym: Gym): Promise<SlotChoice> {
    for (const date of bookableDates(clock())) {
      const open = (await availability(gym, date)).find((slot) => slot.available);
      if (open !== undefined) return { date, start: open.start };
    }
    throw AppError.conflict(DELIVERY_MESSAGES.noSlotLeft);
  }

  return {
    availability,
    earliestAvailable,

    /**
     * Holds a seat for `holder` (an unpaid payment) for PAYMENT_HOLD_MINUTES. With `renew`, a
     * holder that already has a live seat in that slot keeps it and gets more time (the same
     * checkout asked for again); a new holder skips that look-up.
     */
    async hold(
      gym: Gym,
      choice: SlotChoice,
      holder: string,
      { renew }: { renew: boolean },
    ): Promise<DeliverySlot> {
      const now = clock();
      const slot = requireOpenSlot(gym, choice, now);
      const expiresAt = new Date(now.getTime() + config.PAYMENT_HOLD_MINUTES * MINUTE_MS);
      const renewed = renew
        ? await SlotSeat.updateOne(
            {
              holder,
              gym: gym.name,
              date: slot.date,
              start: slot.start,
              state: 'held',
              expiresAt: mongoose.trusted({ $gt: now }),
            },
            { $set: { expiresAt } },
          )
        : { matchedCount: 0 };
      if (renewed.matchedCount === 0) {
        await takeSeat(gym.name, slot, { holder, expiresAt, state: 'held' }, now);
      }
      return slot;
    },

    /**
     * The payment arrived: its seat becomes the order's for good. A hold that lapsed and was
     * taken meanwhile is replaced by a new seat, above the capacity if the slot filled up: a
     * paid order is never refused, and `overbooked` tells the operators. Idempotent per holder.
     * With `orderDueBy` (pay on delivery, whose order is written after), the seat waits for
     * `settle` until then; see `awaitingOrder`.
     */
    async confirm(
      gym: string,
      slot: SlotChoice,
      holder: string,
      mark: SeatMark = {},
    ): Promise<{ overbooked: boolean }> {
      try {
        return await confirmSeat(gym, slot, holder, mark);
      } catch (error) {
        if (!isDuplicateKeyOn(error, 'holder')) throw error;
        // Another confirmation of the same payment took its seat first: that seat is this one.
        const theirs = await SlotSeat.findOne({ holder, state: 'confirmed' }).lean();
        return { overbooked: theirs?.overbooked === true };
      }
    },

    /**
     * The holder of a live hold in the slot whose holder starts with `tag` and a dot (see
     * payments' newCheckoutHolder), or null.
     */
    async liveHoldTagged(gym: string, slot: SlotChoice, tag: string): Promise<string | null> {
      const seat = await SlotSeat.findOne(
        {
          gym,
          date: slot.date,
          start: slot.start,
          state: 'held',
          expiresAt: mongoose.trusted({ $gt: clock() }),
          holder: mongoose.trusted({ $regex: `^${tag.replace(/[^0-9a-f]/g, '')}\\.` }),
        },
        { holder: 1 },
      ).lean();
      return seat?.holder ?? null;
    },

    /** The seat's order is written: the seat no longer waits for it. */
    async settle(holder: string): Promise<void> {
      await SlotSeat.updateOne({ holder, state: 'confirmed' }, { $unset: { orderDueBy: 1 } });
    },

    /** Confirmed seats whose order was due by `at` and never settled them (a few at a time). */
    awaitingOrder(at: Date, limit: number) {
      return SlotSeat.find(
        { orderDueBy: mongoose.trusted({ $lte: at }) },
        { holder: 1, gym: 1, date: 1, start: 1 },
      )
        .limit(limit)
        .lean();
    },

    /** A cancelled order gives its seat back. */
    async release(holder: string): Promise<void> {
      await SlotSeat.deleteMany({ holder });
    },

    /**
     * An unpaid checkout gives its held seat back; a seat its payment confirmed meanwhile (paid
     * while a newer checkout was being opened) stays with the order.
     */
    async releaseHold(holder: string): Promise<void> {
      await SlotSeat.deleteMany({ holder, state: 'held' });
    },

    /** One day's slots at a gym with capacity, seats taken and seats left (the console). */
    daySlots: (gym: Gym, date: string) => daySlots(gym, date, clock()),

    defaultCapacity,

    /**
     * The owner's default capacity, stored for every process; answers the one it replaced and
     * whether it was stored (else it was this process's SLOT_CAPACITY).
     */
    async setDefaultCapacity(capacity: number): Promise<{ before: number; stored: boolean }> {
      const before = await DeliverySettings.findOneAndUpdate(
        { _id: DELIVERY_SETTINGS_ID },
        { $set: { defaultCapacity: capacity } },
        { upsert: true, returnDocument: 'before' },
      ).lean();
      return before?.defaultCapacity === undefined
        ? { before: config.SLOT_CAPACITY, stored: false }
        : { before: before.defaultCapacity, stored: true };
    },

    /**
     * An operator's capacity for one slot (`ops slots:capacity` and the console); 400 for a time
     * it has no slot at. Answers the capacity it replaced (the slot's own, else the default) and
     * whether it was the slot's own. Seats already taken are kept even above the new capacity: a
     * paid order is never dropped.
     */
    async setCapacity(
      gym: Gym,
      slot: SlotChoice,
      capacity: number,
    ): Promise<{ before: number; overridden: boolean }> {
      requireSlotWindow(gym, slot, 'start');
      const before = await SlotCapacity.findOneAndUpdate(
        { gym: gym.name, date: slot.date, start: slot.start },
        { $set: { capacity } },
        { upsert: true, returnDocument: 'before' },
      ).lean();
      return before === null
        ? { before: await defaultCapacity(), overridden: false }
        : { before: before.capacity, overridden: true };
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
