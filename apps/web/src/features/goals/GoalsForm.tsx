import {
  ACTIVITY_LABELS,
  ACTIVITY_LEVELS,
  FITNESS_GOALS,
  GOAL_LABELS,
  GOAL_RANGES,
  SEXES,
  type Goals,
  type Sex,
} from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { failureMessageOf } from '../../shared/api/failure-message';
import { useFieldProblems } from '../../shared/forms/useFieldProblems';
import { notify } from '../../shared/ui/notify';
import { TextField } from '../../shared/ui/TextField';
import { useSaveGoals } from './api/save-goals';
import { DailyTargetsCard } from './DailyTargetsCard';
import {
  GOAL_FIELD_LABELS,
  goalFieldId,
  missingFields,
  shownTargets,
  toGoalFields,
  toGoalsBody,
  type GoalField,
} from './goal-fields';
import { GoalSelect } from './GoalSelect';
import { GOALS_SAVED_MESSAGE } from './messages';

const SEX_LABELS: Record<Sex, string> = { male: 'Male', female: 'Female' };

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const SEX_OPTIONS = optionsOf(SEXES, SEX_LABELS);
const ACTIVITY_OPTIONS = optionsOf(ACTIVITY_LEVELS, ACTIVITY_LABELS);
const GOAL_OPTIONS = optionsOf(FITNESS_GOALS, GOAL_LABELS);

/** The number fields: their ranges come from the contracts, as the server checks them. */
const NUMBER_FIELDS = [
  { field: 'weightKg', range: GOAL_RANGES.weightKg, step: 0.1, inputMode: 'decimal' },
  { field: 'heightCm', range: GOAL_RANGES.heightCm, step: 0.1, inputMode: 'decimal' },
  { field: 'age', range: GOAL_RANGES.age, step: 1, inputMode: 'numeric' },
] as const;

/**
 * The shopper's body, activity and goal, saved with PUT /goals. The targets preview from the
 * contracts' formula while valid values are typed; the saved ones are the server's.
 */
export function GoalsForm({ saved }: { saved: Goals | null }) {
  const [fields, setFields] = useState(() => toGoalFields(saved));
  const saveGoals = useSaveGoals();
  const fieldProblems = useFieldProblems(GOAL_FIELD_LABELS, goalFieldId);
  const { problems } = fieldProblems;

  /** Also drops what was said about the field's previous value. */
  const edit = (field: GoalField) => (value: string) => {
    fieldProblems.clear(field);
    setFields((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fieldProblems.show(missingFields(fields))) return;
    saveGoals.mutate(toGoalsBody(fields), {
      onSuccess: () => notify.success(GOALS_SAVED_MESSAGE),
      onError: (error) => {
        if (!fieldProblems.showFrom(error)) notify.error(failureMessageOf(error));
      },
    });
  };

  return (
    <div className="goals">
      {/* noValidate: the server's words ('Weight must be between 30 and 250 kg') show at the field. */}
      <form className="goals-form" aria-label="Daily goals" onSubmit={onSubmit} noValidate>
        <div className="goals-form__fields">
          {NUMBER_FIELDS.map(({ field, range, step, inputMode }) => (
            <TextField
              key={field}
              id={goalFieldId(field)}
              label={GOAL_FIELD_LABELS[field]}
              name={field}
              type="number"
              inputMode={inputMode}
              required
              min={range.min}
              max={range.max}
              step={step}
              placeholder={`${range.min}–${range.max}`}
              value={fields[field]}
              onValueChange={edit(field)}
              problem={problems[field]}
            />
          ))}
          <GoalSelect
            id={goalFieldId('sex')}
            label={GOAL_FIELD_LABELS.sex}
            value={fields.sex}
            options={SEX_OPTIONS}
            onValueChange={edit('sex')}
            problem={problems.sex}
          />
          <GoalSelect
            id={goalFieldId('activity')}
            label={GOAL_FIELD_LABELS.activity}
            value={fields.activity}
            options={ACTIVITY_OPTIONS}
            onValueChange={edit('activity')}
            problem={problems.activity}
          />
          <GoalSelect
            id={goalFieldId('goal')}
            label={GOAL_FIELD_LABELS.goal}
            value={fields.goal}
            options={GOAL_OPTIONS}
            onValueChange={edit('goal')}
            problem={problems.goal}
          />
        </div>
        <button
          type="submit"
          className="btn btn-primary goals-form__submit"
          disabled={saveGoals.isPending}
        >
          {saveGoals.isPending ? 'Saving…' : 'Save Goals'}
        </button>
      </form>
      <DailyTargetsCard shown={shownTargets(fields, saved)} />
    </div>
  );
}
