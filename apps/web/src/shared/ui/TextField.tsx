import type { InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text input in the app's `.field` style; other props go to the input. */
export function TextField({ id, label, onValueChange, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(event) => onValueChange(event.target.value)} />
    </div>
  );
}
