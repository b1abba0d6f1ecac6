import { gymsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createGymController } from './gyms.controller.js';
import type { GymService } from './gyms.service.js';

export function gymRoutes(gyms: GymService) {
  return implement(gymsEndpoints, createGymController(gyms));
}
