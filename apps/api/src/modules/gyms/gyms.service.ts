import { AppError } from '../../errors/app-error.js';
import {
  DELIVERY_COUNTRY,
  DELIVERY_MESSAGES,
  EDITED_MEANWHILE_MESSAGE,
  type Address,
  type AdminGym,
  type Gym,
} from '@gymfuel/contracts';
import { atVersion } from '../../db/edit-version.js';
import { RefreshingCache } from '../../db/refreshing-cache.js';
import { currentGymRevision, toGymContract, type GymModel } from './gyms.model.js';

export interface GymServiceDeps {
  Gym: GymModel;
  /** How old the cached gyms may get before a re-read picks up other processes' writes. */
  maxAgeMs: number;
  onRefreshError: (error: unknown) => void;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

export function createGymService({ Gym, maxAgeMs, onRefreshError }: GymServiceDeps) {
  /**
   * Every gym in alphabetical order, read on nearly every checkout step, so kept in memory.
   * Coherence: this process's own writes (the console's hours) at once, others' within maxAgeMs.
   */
  const cache = new RefreshingCache({
    load: async () => (await Gym.find().sort({ name: 1 }).lean()).map(toGymContract),
    revision: () => currentGymRevision(Gym.db),
    maxAgeMs,
    onRefreshError,
  });
  /**
   * The gym a client named, whatever its case and spacing ('iron  temple'): every look-up goes
   * through here and answers the stored record, so seats and addresses always carry its own name.
   */
  const byName = async (name: string) => {
    const key = nameKey(name);
    return (await cache.get()).find((gym) => nameKey(gym.name) === key);
  };

  const service = {
    /** Gym names in alphabetical order, as the checkout's dropdown lists them. */
    async listGymNames(): Promise<string[]> {
      return (await cache.get()).map((gym) => gym.name);
    },

    /** Every gym as a record, in the same order as the names. */
    listGyms(): Promise<Gym[]> {
      return cache.get();
    },

    /**
     * Every gym with its hours' edit version, for the console to edit from. Read from the
     * database, not the cache: another process's save must show at once, or a reload would bring
     * back a version already superseded and the next save would be refused again.
     */
    async listAdminGyms(): Promise<AdminGym[]> {
      const records = await Gym.find().sort({ name: 1 }).lean();
      return records.map((record) => ({ ...toGymContract(record), version: record.version ?? 0 }));
    },

    /** The gym named, or 404 (GET /slots asks about a gym, it does not deliver to one). */
    async requireGym(name: string): Promise<Gym> {
      const gym = await byName(name);
      if (gym === undefined) throw AppError.notFound(DELIVERY_MESSAGES.gymNotFound);
      return gym;
    },

    /**
     * An owner's new opening hours for the gym named, if its hours are still at the version the
     * edit was based on (409 when someone else saved them since; 404 for an unknown gym),
     * answered with the hours they replaced. Orders already booked keep their slots, even
     * outside the new hours.
     */
    async setHours(
      name: string,
      hours: Pick<Gym, 'opensAt' | 'closesAt'>,
      version: number | undefined,
    ): Promise<{ before: Gym; after: AdminGym }> {
      // The name as stored, whatever the case and spacing the owner's client sent ('iron temple').
      const { name: storedName } = await service.requireGym(name);
      const before = await Gym.findOneAndUpdate(
        { name: storedName, ...atVersion(version) },
        { $set: { opensAt: hours.opensAt, closesAt: hours.closesAt }, $inc: { version: 1 } },
        { returnDocument: 'before' },
      ).lean();
      if (before === null) {
        if (await Gym.exists({ name: storedName }))
          throw AppError.conflict(EDITED_MEANWHILE_MESSAGE);
        throw AppError.notFound(DELIVERY_MESSAGES.gymNotFound);
      }
      const after = {
        ...toGymContract({ ...before, ...hours }),
        version: (before.version ?? 0) + 1,
      };
      return { before: toGymContract(before), after };
    },

    /**
     * The gym named in any case and spacing, as its record has it ('iron temple' is Iron Temple);
     * undefined for a gym we do not deliver to.
     */
    findGym: byName,

    /** The gym named, refusing (400) one we do not deliver to. */
    async requireDeliveryGym(name: string): Promise<Gym> {
      const gym = await byName(name);
      if (gym === undefined) throw AppError.badRequest(`We do not deliver to the gym '${name}'`);
      return gym;
    },

    /**
     * An order's address as we deliver to it, with its gym (400 for one we do not deliver to):
     * the gym's record decides its name's spelling, the city and the country, so an order never
     * pairs a gym with another city.
     */
    async requireDeliveryAddress<A extends Pick<Address, 'gym_name' | 'city' | 'country'>>(
      address: A,
    ): Promise<{ gym: Gym; address: A }> {
      const gym = await service.requireDeliveryGym(address.gym_name);
      return {
        gym,
        address: { ...address, gym_name: gym.name, city: gym.city, country: DELIVERY_COUNTRY },
      };
    },

    /**
     * The gym of a shipping address as formatShippingAddress writes it ('gym, city, country'):
     * it must start with one of our gyms. Each leading part is a candidate, as a name may hold ', '.
     */
    async requireKnownGymAddress(address: string): Promise<Gym> {
      const parts = address.split(', ');
      const candidates = parts.map((_, last) => nameKey(parts.slice(0, last + 1).join(', ')));
      // The longest name that matches: 'Iron Temple, Andheri' before 'Iron Temple'.
      const [gym] = (await cache.get())
        .filter((known) => candidates.includes(nameKey(known.name)))
        .sort((a, b) => b.name.length - a.name.length);
      if (gym === undefined) {
        throw AppError.badRequest(
          `We do not deliver to '${address}': it must begin with one of our gyms`,
        );
      }
      return gym;
    },
  };
  return service;
}

export type GymService = ReturnType<typeof createGymService>;
