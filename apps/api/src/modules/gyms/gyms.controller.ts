import type { gymsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import type { GymService } from './gyms.service.js';

export function createGymController(gyms: GymService): Handlers<typeof gymsEndpoints> {
  return {
    async getGyms() {
      return { success: true, data: await gyms.listGymNames() };
    },
  };
}
