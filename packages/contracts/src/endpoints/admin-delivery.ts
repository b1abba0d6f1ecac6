import { z } from '../zod.js';
import { editedVersionSchema, savedVersionSchema } from '../rules/edit-version.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { clockTimeSchema, closingTimeSchema, gymSchema, slotChoiceSchema } from '../domain/gym.js';
import { END_OF_DAY, minutesOf } from '../delivery/shop-time.js';
import { MAX_SLOT_CAPACITY, SLOT_MINUTES } from '../delivery/slots.js';
import { getSlotsQuerySchema } from './gyms.js';
import { dataResponse } from './responses.js';

/**
 * Hours start and end on a slot boundary (:00 or :30): a gym's slots then keep their start times
 * when its hours change, so capacities set for them and seats already taken still line up.
 */
const onSlotBoundary = (time: string) => minutesOf(time) % SLOT_MINUTES === 0;
const BOUNDARY_MESSAGE = 'Must be on the hour or half past';

/**
 * A closing time of 00:00 can only mean midnight at the end of the day (a time input cannot show
 * 24:00), so it is stored as 24:00: 06:00–00:00 is 06:00–24:00, 00:00–00:00 is open all day.
 * Overnight hours (22:00–06:00) stay refused: a gym's slots are one day's.
 */
const closingBoundarySchema = closingTimeSchema
  .transform((time) => (time === '00:00' ? END_OF_DAY : time))
  .refine(onSlotBoundary, BOUNDARY_MESSAGE);

export const setGymHoursBodySchema = z
  .object({
    gym: getSlotsQuerySchema.shape.gym,
    opensAt: clockTimeSchema.refine(onSlotBoundary, BOUNDARY_MESSAGE),
    closesAt: closingBoundarySchema,
    /** The gym's `version` the console read: 409 when someone else saved its hours since. */
    version: editedVersionSchema,
  })
  .refine(({ opensAt, closesAt }) => minutesOf(opensAt) < minutesOf(closesAt), {
    path: ['closesAt'],
    message: 'Must be after the opening time',
  });

const seatsSchema = (least: number) =>
  z
    .number('Must be a number')
    .int('Must be a whole number')
    .min(least, `Must be from ${least} to ${MAX_SLOT_CAPACITY}`)
    .max(MAX_SLOT_CAPACITY, `Must be from ${least} to ${MAX_SLOT_CAPACITY}`);

/** Every slot without its own capacity takes this many orders; at least one. */
export const setDefaultCapacityBodySchema = z.object({ capacity: seatsSchema(1) });

/** One slot's own capacity on one date; 0 closes it. */
export const setSlotCapacityBodySchema = slotChoiceSchema.extend({
  gym: getSlotsQuerySchema.shape.gym,
  capacity: seatsSchema(0),
});

/** A gym as the console edits its hours: with how many hours edits were saved (edit-version). */
export const adminGymSchema = gymSchema.extend({ version: savedVersionSchema });
export type AdminGym = z.infer<typeof adminGymSchema>;

/** What the console's slot screen starts from: every gym with its hours, and the default. */
export const deliverySettingsSchema = z.object({
  gyms: z.array(adminGymSchema),
  /** Orders per slot where no capacity of its own is set: the stored default, else SLOT_CAPACITY. */
  defaultCapacity: z.number().int().min(1),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

/** One slot as the operator sees it: its capacity and the seats taken. */
export const adminSlotSchema = z.object({
  start: clockTimeSchema,
  end: clockTimeSchema,
  capacity: z.number().int().min(0),
  /** True when this slot has a capacity of its own for the date (else the default applies). */
  overridden: z.boolean(),
  /** Seats taken: paid orders and unpaid holds that have not lapsed. May exceed the capacity. */
  booked: z.number().int().min(0),
  /** capacity − booked, never below 0. */
  remaining: z.number().int().min(0),
  /**
   * True for a slot the gym's current hours no longer cover, listed only while it still holds
   * orders booked before the hours changed: shoppers cannot book it, the kitchen still delivers.
   */
  outsideHours: z.boolean(),
});
export type AdminSlot = z.infer<typeof adminSlotSchema>;

/** Addition: the gyms with their hours and the default capacity (owner). */
export const getDeliverySettings = defineEndpoint({
  method: 'GET',
  path: '/admin/delivery',
  auth: 'owner',
  origin: 'addition',
  response: dataResponse(deliverySettingsSchema),
});

/** Addition: one day's slots at a gym with capacity, booked and remaining (owner; 404 unknown gym). */
export const getAdminSlots = defineEndpoint({
  method: 'GET',
  path: '/admin/delivery/slots',
  auth: 'owner',
  origin: 'addition',
  query: getSlotsQuerySchema,
  response: dataResponse(z.array(adminSlotSchema)),
});

/**
 * Addition: a gym's opening hours (owner; audited as gym.hours); 409 when someone else saved them
 * since the version sent.
 */
export const setGymHours = defineEndpoint({
  method: 'PUT',
  path: '/admin/delivery/hours',
  auth: 'owner',
  origin: 'addition',
  body: setGymHoursBodySchema,
  response: dataResponse(adminGymSchema),
});

/** Addition: the default capacity, stored for every API process (owner; slots.default-capacity). */
export const setDefaultCapacity = defineEndpoint({
  method: 'PUT',
  path: '/admin/delivery/default-capacity',
  auth: 'owner',
  origin: 'addition',
  body: setDefaultCapacityBodySchema,
  response: dataResponse(setDefaultCapacityBodySchema),
});

/**
 * Addition: one slot's own capacity on a date (owner; slots.capacity). Lowering it below the seats
 * taken is allowed: those orders keep their seats, and the answer's `booked` shows them.
 */
export const setSlotCapacity = defineEndpoint({
  method: 'PUT',
  path: '/admin/delivery/capacity',
  auth: 'owner',
  origin: 'addition',
  body: setSlotCapacityBodySchema,
  response: dataResponse(adminSlotSchema),
});

export const adminDeliveryEndpoints = {
  getDeliverySettings,
  getAdminSlots,
  setGymHours,
  setDefaultCapacity,
  setSlotCapacity,
} as const satisfies Record<string, EndpointDefinition>;
