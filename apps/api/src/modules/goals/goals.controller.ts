import type { goalsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { GoalsService } from './goals.service.js';

export function createGoalsController(goals: GoalsService): Handlers<typeof goalsEndpoints> {
  return {
    async getGoals(_input, req) {
      return { success: true, data: await goals.getForUser(sessionOf(req).userId) };
    },

    async saveGoals({ body }, req) {
      return { success: true, data: await goals.saveForUser(sessionOf(req).userId, body) };
    },
  };
}
