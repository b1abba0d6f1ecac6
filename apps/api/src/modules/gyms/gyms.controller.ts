import type { gymsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { GymService } from './gyms.service.js';

export function createGymController(
  gyms: GymService,
  delivery: DeliveryService,
): Handlers<typeof gymsEndpoints> {
  return {
    async getGyms() {
      return { success: true, data: await gyms.listGymNames() };
    },

    async listGyms() {
      return { success: true, data: await gyms.listGyms() };
    },

    async getSlots({ query }) {
      const gym = await gyms.requireGym(query.gym);
      return { success: true, data: await delivery.availability(gym, query.date) };
    },
  };
}
