import type { AdminGym, AdminSlot, DeliverySettings, Gym } from '@gymfuel/contracts';
import type { AuditLog } from '../audit/audit-log.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { DeliveryService } from './delivery.service.js';

/** Who makes the change: the caller the owner guard let through, as the audit log takes it. */
type Actor = Parameters<AuditLog['record']>[0];

export interface DeliveryAdminDeps {
  gyms: Pick<GymService, 'listAdminGyms' | 'requireGym' | 'setHours'>;
  delivery: Pick<
    DeliveryService,
    'daySlots' | 'defaultCapacity' | 'setDefaultCapacity' | 'setCapacity'
  >;
  audit: Pick<AuditLog, 'record'>;
}

type SetGymHoursBody = Pick<AdminGym, 'opensAt' | 'closesAt'> & { gym: string; version?: number };

export interface SlotCapacityChange {
  gym: string;
  date: string;
  start: string;
  capacity: number;
}

/** 'closed' for 0, else '5 seats'. */
const seatsText = (capacity: number) => (capacity === 0 ? 'closed' : `${capacity} seats`);

/**
 * The console's 'Delivery slots' screen (owners): gyms' hours, the default capacity and one
 * slot's capacity on a date. Each change is stored first, then written to the audit log.
 */
export function createDeliveryAdminService({ gyms, delivery, audit }: DeliveryAdminDeps) {
  return {
    async settings(): Promise<DeliverySettings> {
      const [list, defaultCapacity] = await Promise.all([
        gyms.listAdminGyms(),
        delivery.defaultCapacity(),
      ]);
      return { gyms: list, defaultCapacity };
    },

    /** 404 for an unknown gym, 400 for a date outside the booking week (as GET /slots). */
    async slots(gymName: string, date: string): Promise<AdminSlot[]> {
      return delivery.daySlots(await gyms.requireGym(gymName), date);
    },

    /** 409 when someone else saved the gym's hours since `version`, if named (db/edit-version.ts). */
    async setHours(
      actor: Actor,
      { gym, opensAt, closesAt, version }: SetGymHoursBody,
    ): Promise<AdminGym> {
      const { before, after } = await gyms.setHours(gym, { opensAt, closesAt }, version);
      const hoursOf = (record: Gym) => ({ opensAt: record.opensAt, closesAt: record.closesAt });
      if (before.opensAt !== after.opensAt || before.closesAt !== after.closesAt) {
        await audit.record(actor, {
          kind: 'gym.hours',
          subject: after.name,
          summary: `Hours ${after.opensAt}–${after.closesAt}`,
          before: hoursOf(before),
          after: hoursOf(after),
        });
      }
      return after;
    },

    async setDefaultCapacity(actor: Actor, capacity: number): Promise<{ capacity: number }> {
      const { before, stored } = await delivery.setDefaultCapacity(capacity);
      // Saving the stored figure again changes nothing: answered, not audited. SLOT_CAPACITY's
      // figure saved is a change: the default is stored and no longer follows the environment.
      if (before !== capacity || !stored) {
        await audit.record(actor, {
          kind: 'slots.default-capacity',
          subject: 'Every gym',
          summary: `Default capacity ${capacity} seats per slot`,
          before: { capacity: before, stored },
          after: { capacity, stored: true },
        });
      }
      return { capacity };
    },

    /**
     * One slot's capacity on a date; 0 closes it. Lowered below the seats already taken, it is
     * still stored: those orders keep their seats (a paid order is never dropped), the answer's
     * `booked` shows them, and the slot takes no new order until it is under its capacity again.
     */
    async setCapacity(actor: Actor, change: SlotCapacityChange): Promise<AdminSlot> {
      const gym = await gyms.requireGym(change.gym);
      // Refuses a date outside the booking week before anything is stored.
      await delivery.daySlots(gym, change.date);
      const slot = { date: change.date, start: change.start };
      const { before, overridden } = await delivery.setCapacity(gym, slot, change.capacity);
      const after = (await delivery.daySlots(gym, change.date)).find(
        (candidate) => candidate.start === change.start,
      )!;
      // Setting the capacity it already has as its own changes nothing: answered, not audited.
      // The default's figure given as its own is a change: the slot stops following the default.
      if (before !== change.capacity || !overridden) {
        const kept =
          after.booked > change.capacity ? `; ${after.booked} booked keep their seats` : '';
        await audit.record(actor, {
          kind: 'slots.capacity',
          subject: `${gym.name} ${change.date} ${change.start}`,
          summary: `${seatsText(before)} → ${seatsText(change.capacity)}${kept}`,
          before: { capacity: before, overridden },
          after: { capacity: change.capacity, overridden: true },
        });
      }
      return after;
    },
  };
}

export type DeliveryAdminService = ReturnType<typeof createDeliveryAdminService>;
