import { dailyTargets, goalInputsSchema, type GoalInputs, type Goals } from '@gymfuel/contracts';
import type { GoalsModel } from './goals.model.js';
import { toGoalInputs } from './goals.model.js';

const withTargets = (inputs: GoalInputs): Goals => ({ ...inputs, targets: dailyTargets(inputs) });

export function createGoalsService({ Goals }: { Goals: GoalsModel }) {
  return {
    /** The caller's goals with today's targets, or null before any were saved. */
    async getForUser(userId: string): Promise<Goals | null> {
      const record = await Goals.findOne({ userId }).lean();
      if (record === null) return null;
      // Stored values that no longer pass the rules (a hand edit) read as not set.
      const inputs = goalInputsSchema.safeParse(toGoalInputs(record));
      return inputs.success ? withTargets(inputs.data) : null;
    },

    /** Replaces the caller's goals in one atomic upsert; two tabs saving leave one record. */
    async saveForUser(userId: string, inputs: GoalInputs): Promise<Goals> {
      await Goals.updateOne({ userId }, { $set: inputs }, { upsert: true });
      return withTargets(inputs);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
