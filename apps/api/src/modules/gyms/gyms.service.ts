import mongoose from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import { DELIVERY_MESSAGES, type Gym } from '@gymfuel/contracts';
import { toGymContract, type GymModel } from './gyms.model.js';

export function createGymService({ Gym }: { Gym: GymModel }) {
  return {
    /** Gym names in alphabetical order, as the checkout's dropdown lists them. */
    async listGymNames(): Promise<string[]> {
      const gyms = await Gym.find({}, { name: 1 }).sort({ name: 1 }).lean();
      return gyms.map((gym) => gym.name);
    },

    /** Every gym as a record, in the same order as the names. */
    async listGyms(): Promise<Gym[]> {
      return (await Gym.find().sort({ name: 1 }).lean()).map(toGymContract);
    },

    /** The gym named, or 404 (GET /slots asks about a gym, it does not deliver to one). */
    async requireGym(name: string): Promise<Gym> {
      const gym = await Gym.findOne({ name }).lean();
      if (gym === null) throw AppError.notFound(DELIVERY_MESSAGES.gymNotFound);
      return toGymContract(gym);
    },

    /**
     * An owner's new opening hours for the gym named (404 for an unknown one), answered with the
     * hours they replaced. Orders already booked keep their slots, even outside the new hours.
     */
    async setHours(
      name: string,
      hours: Pick<Gym, 'opensAt' | 'closesAt'>,
    ): Promise<{ before: Gym; after: Gym }> {
      const before = await Gym.findOneAndUpdate(
        { name },
        { $set: { opensAt: hours.opensAt, closesAt: hours.closesAt } },
        { returnDocument: 'before' },
      ).lean();
      if (before === null) throw AppError.notFound(DELIVERY_MESSAGES.gymNotFound);
      const after = toGymContract({ ...before, ...hours });
      return { before: toGymContract(before), after };
    },

    /**
     * Refuses (400) a gym we do not deliver to: one indexed lookup (names are unique). The
     * server's record decides the city, so an address never pairs a gym with another city.
     */
    async requireKnownGym(name: string): Promise<Gym> {
      const gym = await Gym.findOne({ name }).lean();
      if (gym === null) throw AppError.badRequest(`We do not deliver to the gym '${name}'`);
      return toGymContract(gym);
    },

    /**
     * The same for a shipping address as formatShippingAddress writes it ('gym, city, country'):
     * it must start with one of our gyms. Each leading part is a candidate, as a name may hold ', '.
     */
    async requireKnownGymAddress(address: string): Promise<Gym> {
      const parts = address.split(', ');
      const candidates = parts.map((_, last) => parts.slice(0, last + 1).join(', '));
      // The longest name that matches: 'Iron Temple, Andheri' before 'Iron Temple'.
      const [gym] = await Gym.find({ name: mongoose.trusted({ $in: candidates }) })
        .lean()
        .then((found) => found.sort((a, b) => b.name.length - a.name.length));
      if (gym === undefined) {
        throw AppError.badRequest(
          `We do not deliver to '${address}': it must begin with one of our gyms`,
        );
      }
      return toGymContract(gym);
    },
  };
}

export type GymService = ReturnType<typeof createGymService>;
