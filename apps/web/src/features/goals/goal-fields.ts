import {
  dailyTargets,
  goalInputsSchema,
  type DailyTargets,
  type goalsEndpoints,
  type GoalInputs,
  type Goals,
} from '@gymfuel/contracts';
import type { EndpointInput } from '../../shared/api/client';
import {
  nameTheField,
  REQUIRED_MESSAGE,
  type FieldProblems,
} from '../../shared/forms/field-problems';

/** The form's fields, by the names PUT /goals gives them in a refusal, in screen order. */
export const GOAL_FIELD_LABELS = {
  weightKg: 'Weight (kg)',
  heightCm: 'Height (cm)',
  age: 'Age (years)',
  sex: 'Sex',
  activity: 'Activity',
  goal: 'Goal',
} as const;
export type GoalField = keyof typeof GOAL_FIELD_LABELS;

export const goalFieldId = (field: GoalField) => `goals-${field}`;

/** What the shopper typed or chose, as the inputs hold it: '' until filled in. */
export type GoalFields = Record<GoalField, string>;

export function toGoalFields(goals: Goals | null): GoalFields {
  if (!goals) return { weightKg: '', heightCm: '', age: '', sex: '', activity: '', goal: '' };
  return {
    weightKg: String(goals.weightKg),
    heightCm: String(goals.heightCm),
    age: String(goals.age),
    sex: goals.sex,
    activity: goals.activity,
    goal: goals.goal,
  };
}

/** Every field left empty, as 'Weight (kg) is required': nothing is worth sending without it. */
export function missingFields(fields: GoalFields): FieldProblems<GoalField> {
  const problems: FieldProblems<GoalField> = {};
  for (const field of Object.keys(GOAL_FIELD_LABELS) as GoalField[]) {
    if (fields[field].trim() === '')
      problems[field] = nameTheField(GOAL_FIELD_LABELS[field], REQUIRED_MESSAGE);
  }
  return problems;
}

export type GoalsBody = EndpointInput<typeof goalsEndpoints.saveGoals>;

/** The PUT /goals body. Ranges are the server's to check, so its words show at the field. */
export const toGoalsBody = (fields: GoalFields): GoalsBody => ({
  weightKg: Number(fields.weightKg),
  heightCm: Number(fields.heightCm),
  age: Number(fields.age),
  sex: fields.sex,
  activity: fields.activity,
  goal: fields.goal,
});

/** The inputs once every field holds a value the server would take; null until then. */
export function validGoalInputs(fields: GoalFields): GoalInputs | null {
  if (Object.values(fields).some((value) => value.trim() === '')) return null;
  const parsed = goalInputsSchema.safeParse(toGoalsBody(fields));
  return parsed.success ? parsed.data : null;
}

const sameInputs = (a: GoalInputs, b: GoalInputs) =>
  (Object.keys(GOAL_FIELD_LABELS) as GoalField[]).every((field) => a[field] === b[field]);

/** Which targets the view shows, and whether they are the saved ones or a preview. */
export type ShownTargets =
  | { kind: 'saved'; targets: DailyTargets }
  | { kind: 'preview'; targets: DailyTargets }
  | { kind: 'none' };

/**
 * The saved goals' targets (as the server worked them out) while the form still says what was
 * saved, or while it holds nothing valid; a preview from the same formula once valid values
 * differ from them.
 */
export function shownTargets(fields: GoalFields, saved: Goals | null): ShownTargets {
  const typed = validGoalInputs(fields);
  if (saved && (!typed || sameInputs(typed, saved)))
    return { kind: 'saved', targets: saved.targets };
  if (typed) return { kind: 'preview', targets: dailyTargets(typed) };
  return { kind: 'none' };
}
