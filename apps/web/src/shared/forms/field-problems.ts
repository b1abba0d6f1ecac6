import type { ValidationIssue } from '@gymfuel/contracts';
import { ApiError } from '../api/api-error';

/** What is wrong with each field of a form that has a problem, in the shopper's words. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** The contracts' word for an empty required field (docs/product.md#names-and-texts). */
export const REQUIRED_MESSAGE = 'This field is required';

/**
 * The contracts' words are shared by every field ('Must be at most 100 characters'), so shown at
 * a field they name it: 'Your name must be at most 100 characters', 'Phone is required'. Words
 * that already say what they are about ('Enter a valid e-mail address') stay as they are.
 */
export function nameTheField(label: string, message: string): string {
  if (message === REQUIRED_MESSAGE) return `${label} is required`;
  if (message.startsWith('Must ')) return `${label} must ${message.slice('Must '.length)}`;
  return message;
}

/**
 * The first problem of each field the issues name, keyed as the form's fields are. A field is
 * the last part of an issue's path, so the same form reads '/paymentorder's 'address.phone' and
 * '/address's 'addresses.0.phone'; issues about anything else are left out.
 */
export function fieldProblemsFrom<Field extends string>(
  issues: readonly ValidationIssue[],
  labels: Readonly<Record<Field, string>>,
): FieldProblems<Field> {
  const problems: FieldProblems<Field> = {};
  const isField = (name: string | undefined): name is Field =>
    name !== undefined && Object.hasOwn(labels, name);
  for (const { path, message } of issues) {
    const field = path.split('.').at(-1);
    if (isField(field) && problems[field] === undefined) {
      problems[field] = nameTheField(labels[field], message);
    }
  }
  return problems;
}

/** The field problems of a server refusal (a 400 whose details name fields); none otherwise. */
export function fieldProblemsOf<Field extends string>(
  error: unknown,
  labels: Readonly<Record<Field, string>>,
): FieldProblems<Field> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return fieldProblemsFrom(error.details, labels);
}

/** The form's first field (in `labels`' order) with a problem, to take the focus. */
export function firstProblemField<Field extends string>(
  problems: FieldProblems<Field>,
  labels: Readonly<Record<Field, string>>,
): Field | undefined {
  return (Object.keys(labels) as Field[]).find((field) => problems[field] !== undefined);
}
