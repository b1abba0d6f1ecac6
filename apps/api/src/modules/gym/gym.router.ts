import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createGymController } from './gym.controller.js';
import type { GymService } from './gym.service.js';

export function gymRoutes(gyms: GymService): Route[] {
  const controller = createGymController(gyms);
  return [route(endpoints.getGyms, controller.getGyms)];
}
