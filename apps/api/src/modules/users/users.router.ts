import { usersEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createUserController } from './users.controller.js';
import type { UserService } from './users.service.js';

export function userRoutes(users: UserService) {
  return implement(usersEndpoints, createUserController(users), {
    before: { getUser: [noStore], updateUser: [noStore] },
  });
}
