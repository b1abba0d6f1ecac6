import { usersEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createUserController, type UserControllerDeps } from './users.controller.js';

export function userRoutes(services: UserControllerDeps) {
  return implement(usersEndpoints, createUserController(services), {
    before: { getUser: [noStore], updateUser: [noStore] },
  });
}
