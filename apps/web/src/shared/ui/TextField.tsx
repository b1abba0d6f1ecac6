import type { InputHTMLAttributes } from 'react';
import { FieldError, invalidFieldProps } from './FieldError';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What is wrong with the value, shown under the input and read with it. */
  problem?: string;
};

/** A labelled text input in the app's `.field` style; other props go to the input. */
export function TextField({ id, label, onValueChange, problem, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        {...invalidFieldProps(id, problem)}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError fieldId={id} problem={problem} />
    </div>
  );
}
