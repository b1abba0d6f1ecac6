import './field-error.css';

/** The id of a field's problem message, which its control names in aria-describedby. */
export const fieldErrorId = (fieldId: string) => `${fieldId}-error`;

/** The attributes that mark a control invalid and tie it to its FieldError. */
export const invalidFieldProps = (fieldId: string, problem: string | undefined) =>
  problem ? { 'aria-invalid': true, 'aria-describedby': fieldErrorId(fieldId) } : {};

/** What is wrong with one field, shown under it; nothing while it is fine. */
export function FieldError({ fieldId, problem }: { fieldId: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="field__error">
      {problem}
    </p>
  );
}
