import { EDITED_MEANWHILE_MESSAGE } from '@gymfuel/contracts';
import { ApiError } from '../../shared/api/api-error';
import { failureMessageOf } from '../../shared/api/failure-message';

/** The server refused an edit: someone else saved the record since the form was filled. */
export const isEditedMeanwhile = (error: Error | null) =>
  error instanceof ApiError && error.status === 409 && error.message === EDITED_MEANWHILE_MESSAGE;

/** A field the operator had typed differently from the record reloaded, in words. */
export interface UnsavedField {
  field: string;
  label: string;
  typed: string;
}

/**
 * What was typed that differs from another version of the record, field by field in the order of
 * `labels`, each as `shownValueOf` words it ('' shows as '—'): kept in sight when the form is
 * reloaded with a version someone else saved.
 */
export function typedDifferences<Field extends string, Values>(
  labels: Record<Field, string>,
  shownValueOf: (values: Values, field: Field) => string,
  typed: Values,
  other: Values,
): UnsavedField[] {
  const shown = (values: Values, field: Field) => shownValueOf(values, field) || '—';
  return (Object.keys(labels) as Field[]).flatMap((field) => {
    const mine = shown(typed, field);
    return mine === shown(other, field) ? [] : [{ field, label: labels[field], typed: mine }];
  });
}

/**
 * An edit form's one message above its buttons: the save's failure when no field names it, else
 * a failed reload's; null when there is nothing to say.
 */
export function editFailureOf(
  save: { isError: boolean; error: Error | null },
  reload: { isError: boolean; error: Error | null },
  fieldNamed: boolean,
): string | null {
  if (save.isError && !fieldNamed) return failureMessageOf(save.error);
  return reload.isError ? failureMessageOf(reload.error) : null;
}
