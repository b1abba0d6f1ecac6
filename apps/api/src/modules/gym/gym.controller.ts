import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { GymService } from './gym.service.js';

export function createGymController(gyms: GymService) {
  return {
    async getGyms(): Promise<EndpointResponseInput<Endpoints['getGyms']>> {
      return { success: true, data: await gyms.listGymNames() };
    },
  };
}
