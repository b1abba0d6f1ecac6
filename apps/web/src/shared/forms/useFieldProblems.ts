import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldProblemsOf, firstProblemField, type FieldProblems } from './field-problems';

/**
 * A form's fields the server refused: each shown at its field (TextField's `problem`), the first
 * focused so it is read out with its message, and each dropped as soon as its field is edited.
 * `labels` lists the form's fields in screen order; `fieldId` gives each one's input id.
 */
export function useFieldProblems<Field extends string>(
  labels: Readonly<Record<Field, string>>,
  fieldId: (field: Field) => string,
) {
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  /** Shows these problems (replacing any shown); false when there are none. */
  const show = (found: FieldProblems<Field>): boolean => {
    // Rendered before the focus moves, so the field is announced with its message.
    flushSync(() => setProblems(found));
    const first = firstProblemField(found, labels);
    if (first) document.getElementById(fieldId(first))?.focus();
    return first !== undefined;
  };
  return {
    problems,
    /** Problems the form found itself before sending, such as an empty required field. */
    show,
    /** Shows what a failed request said about the fields; false when it named none of them. */
    showFrom: (error: unknown): boolean => show(fieldProblemsOf(error, labels)),
    clear(field: Field) {
      setProblems((current) =>
        current[field] === undefined ? current : { ...current, [field]: undefined },
      );
    },
  };
}
