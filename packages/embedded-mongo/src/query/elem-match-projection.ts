import { Query } from 'mingo/query';
import type { AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';

/**
 * The `$elemMatch` projection: the array's first element that its condition matches. mingo's own
 * tests each element against the condition as a whole filter, so `{$gte: 80}` on an array of
 * numbers was refused as an unknown top-level operator. mongod reads the condition as its
 * `$elemMatch` query operator does, so this asks that operator, one element at a time.
 */
export function $elemMatchProjection(
  document: AnyObject,
  condition: unknown,
  field: string,
  options: Options,
): unknown {
  const array = resolve(document, field);
  if (!Array.isArray(array)) return undefined;
  const query = new Query({ element: { $elemMatch: condition } }, options);
  const index = array.findIndex((element) => query.test({ element: [element] }));
  return index === -1 ? undefined : [array[index]];
}
