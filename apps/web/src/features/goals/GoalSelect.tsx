import { FieldError, invalidFieldProps } from '../../shared/ui/FieldError';

interface GoalSelectProps {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onValueChange: (value: string) => void;
  problem?: string;
}

/** A labelled choice in the app's `.field` style; nothing is chosen for a shopper new to goals. */
export function GoalSelect({ id, label, value, options, onValueChange, problem }: GoalSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="goals-form__select"
        required
        value={value}
        {...invalidFieldProps(id, problem)}
        onChange={(event) => onValueChange(event.target.value)}
      >
        <option value="" disabled>
          Choose…
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} problem={problem} />
    </div>
  );
}
