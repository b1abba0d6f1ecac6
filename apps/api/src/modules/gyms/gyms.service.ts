import type { GymModel } from './gyms.model.js';

export function createGymService({ Gym }: { Gym: GymModel }) {
  return {
    /** Gym names in alphabetical order, as the checkout's dropdown lists them. */
    async listGymNames(): Promise<string[]> {
      const gyms = await Gym.find({}, { name: 1 }).sort({ name: 1 }).lean();
      return gyms.map((gym) => gym.name);
    },

    /** Whether we deliver to this gym: one indexed lookup (names are unique). */
    async isKnownGym(name: string): Promise<boolean> {
      return (await Gym.exists({ name })) !== null;
    },
  };
}

export type GymService = ReturnType<typeof createGymService>;
