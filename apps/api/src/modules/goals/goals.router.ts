import { goalsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createGoalsController } from './goals.controller.js';
import type { GoalsService } from './goals.service.js';

/** The caller's daily goals; a shopper's body figures are never cached by anyone. */
export function goalsRoutes(goals: GoalsService) {
  return implement(goalsEndpoints, createGoalsController(goals), {
    before: { getGoals: [noStore], saveGoals: [noStore] },
  });
}
