import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createUserController } from './users.controller.js';
import type { UserService } from './users.service.js';

export function userRoutes(users: UserService): Route[] {
  const controller = createUserController(users);
  return [
    route(endpoints.getUser, controller.getUser, { before: [noStore] }),
    route(endpoints.updateUser, controller.updateUser, { before: [noStore] }),
  ];
}
