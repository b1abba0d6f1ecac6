import { ACTIVITY_LEVELS, FITNESS_GOALS, SEXES, type GoalInputs } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';

/** A shopper's daily goals: what they told us. The targets are computed, never stored. */
export interface GoalsRecord extends GoalInputs {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
}

const goalsSchema = new Schema<GoalsRecord>(
  {
    // One set of goals per shopper: saving again replaces it.
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
    weightKg: { type: Number, required: true },
    heightCm: { type: Number, required: true },
    age: { type: Number, required: true },
    sex: { type: String, required: true, enum: SEXES },
    activity: { type: String, required: true, enum: ACTIVITY_LEVELS },
    goal: { type: String, required: true, enum: FITNESS_GOALS },
  },
  { collection: 'goals', timestamps: true },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const goalsModel = (connection: Connection) => connection.model('Goals', goalsSchema);
export type GoalsModel = ReturnType<typeof goalsModel>;

export function toGoalInputs(record: GoalsRecord): GoalInputs {
  const { weightKg, heightCm, age, sex, activity, goal } = record;
  return { weightKg, heightCm, age, sex, activity, goal };
}
