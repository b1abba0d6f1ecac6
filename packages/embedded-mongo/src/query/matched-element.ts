import type { Document } from 'bson';
import type { Collation } from './collation.js';
import { compileFilter } from './find.js';

/**
 * The positional `$` names the first element of an array that the query's filter matched. These
 * read that element off the filter for find's positional projection and for the update checks.
 */

/**
 * The filter's one condition on the array at `arrayPath` (on it, or on a path inside it);
 * undefined when there is none, there are several, or the filter has a logical operator ($and,
 * $or, $nor): there mongod's choice of element is subtle.
 */
export function conditionOnArray(
  filter: Document,
  arrayPath: string,
): [path: string, condition: unknown] | undefined {
  const conditions = Object.entries(filter).filter(
    ([path]) => path === arrayPath || path.startsWith(`${arrayPath}.`),
  );
  if (conditions.length !== 1 || Object.keys(filter).some((key) => key.startsWith('$')))
    return undefined;
  return conditions[0];
}

/** Whether one element of the array at `arrayPath` meets `condition`, as the filter reads it. */
export function elementMatcher(
  [path, condition]: [string, unknown],
  arrayPath: string,
  collation: Collation | undefined,
): (element: unknown) => boolean {
  const matches = compileFilter({ [path]: condition }, undefined, collation);
  const segments = arrayPath.split('.');
  // The element alone in its array, at the array's place in an otherwise empty document.
  return (element) =>
    matches(
      segments.reduceRight<unknown>((inner, name) => ({ [name]: inner }), [element]) as Document,
    );
}
