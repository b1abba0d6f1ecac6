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
  return {
    problems,
    /** Shows what a failed request said about the fields; false when it named none of them. */
    showFrom(error: unknown): boolean {
      const refused = fieldProblemsOf(error, labels);
      // Rendered before the focus moves, so the field is announced with its message.
      flushSync(() => setProblems(refused));
      const first = firstProblemField(refused, labels);
      if (first) document.getElementById(fieldId(first))?.focus();
      return first !== undefined;
    },
    clear(field: Field) {
      setProblems((current) =>
        current[field] === undefined ? current : { ...current, [field]: undefined },
      );
    },
  };
}
