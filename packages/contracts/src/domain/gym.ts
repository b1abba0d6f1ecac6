import { z } from '../zod.js';
import { objectIdSchema } from '../rules/ids.js';
import { CLOCK_TIME_PATTERN, CLOSING_TIME_PATTERN, isCalendarDate } from '../delivery/shop-time.js';

export const clockTimeSchema = z.string().regex(CLOCK_TIME_PATTERN, 'Must be a time like 18:00');
/** A gym's closing time, which may be 24:00: open until midnight. */
export const closingTimeSchema = z
  .string()
  .regex(CLOSING_TIME_PATTERN, 'Must be a time like 18:00');
export const isoDateSchema = z.string().refine(isCalendarDate, 'Must be a date like 2026-11-28');

/** A gym we deliver to, with the hours its front desk takes deliveries. */
export const gymSchema = z.object({
  _id: objectIdSchema,
  name: z.string(),
  area: z.string(),
  city: z.string(),
  /** Addition: the state's name ('Maharashtra'), for tax invoices' place of supply. */
  state: z.string(),
  opensAt: clockTimeSchema,
  closesAt: closingTimeSchema,
  /** Where the shopper collects the order, e.g. 'Front desk'. */
  handoverPoint: z.string(),
});
export type Gym = z.infer<typeof gymSchema>;

/** One half hour of one day at one gym, as GET /slots lists it. */
export const slotAvailabilitySchema = z.object({
  start: clockTimeSchema,
  end: clockTimeSchema,
  /** Seats left: capacity minus confirmed orders minus live holds (never below 0). */
  remaining: z.number().int().min(0),
  /** False when full or past the cut-off. */
  available: z.boolean(),
});
export type SlotAvailability = z.infer<typeof slotAvailabilitySchema>;

/** What the shopper picks: a day and a start time. */
export const slotChoiceSchema = z.object({ date: isoDateSchema, start: clockTimeSchema });
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

/** A booked delivery window. */
export const deliverySlotSchema = slotChoiceSchema.extend({ end: clockTimeSchema });
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;
