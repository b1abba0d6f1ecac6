import type { TextareaHTMLAttributes } from 'react';
import { FieldError, invalidFieldProps } from '../../../shared/ui/FieldError';

type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  problem?: string;
};

/** TextField's multi-line twin, in the same `.field` style, for a description or ingredients. */
export function TextAreaField({
  id,
  label,
  onValueChange,
  problem,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        {...textarea}
        {...invalidFieldProps(id, problem)}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError fieldId={id} problem={problem} />
    </div>
  );
}
