import { gymsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createGymController } from './gyms.controller.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { GymService } from './gyms.service.js';

export function gymRoutes(gyms: GymService, delivery: DeliveryService) {
  return implement(gymsEndpoints, createGymController(gyms, delivery));
}
