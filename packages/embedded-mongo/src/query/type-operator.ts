import type { AnyObject } from 'mingo/types';
import { commandError } from '../errors.js';
import { numericTypesOf } from '../store/numeric-types.js';
import { matchesBsonType } from './bson-type.js';
import { isPlainDocument } from './paths.js';

/** mongod's numeric $type codes and their aliases. */
const ALIAS_BY_CODE: Record<number, string> = {
  1: 'double',
  2: 'string',
  3: 'object',
  4: 'array',
  5: 'binData',
  6: 'undefined',
  7: 'objectId',
  8: 'bool',
  9: 'date',
  10: 'null',
  11: 'regex',
  12: 'dbPointer',
  13: 'javascript',
  14: 'symbol',
  15: 'javascriptWithScope',
  16: 'int',
  17: 'timestamp',
  18: 'long',
  19: 'decimal',
  [-1]: 'minKey',
  127: 'maxKey',
};
const ALIASES = new Set([...Object.values(ALIAS_BY_CODE), 'number']);

function aliasOf(type: unknown): string {
  if (typeof type === 'number') {
    const alias = ALIAS_BY_CODE[type];
    if (!alias) throw commandError('BadValue', `Invalid numerical type code: ${type}`);
    return alias;
  }
  if (typeof type !== 'string')
    throw commandError('TypeMismatch', 'type must be represented as a number or a string');
  if (!ALIASES.has(type)) throw commandError('BadValue', `Unknown type name alias: ${type}`);
  return type;
}

/**
 * Calls `visit` with every value a dotted path reaches and its concrete path (array indexes
 * spelled out), as mongod's matcher sees them: arrays on the way are traversed, and an array at
 * the end is seen both whole and element by element.
 */
function visitPath(
  value: unknown,
  segments: readonly string[],
  depth: number,
  path: string,
  visit: (value: unknown, path: string) => void,
): void {
  const join = (segment: string | number) => (path ? `${path}.${segment}` : String(segment));
  if (depth === segments.length) {
    visit(value, path);
    if (Array.isArray(value)) value.forEach((element, i) => visit(element, join(i)));
    return;
  }
  const segment = segments[depth] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(segment) && Number(segment) < value.length)
      visitPath(value[Number(segment)], segments, depth + 1, join(segment), visit);
    value.forEach((element, i) => {
      if (isPlainDocument(element)) visitPath(element, segments, depth, join(i), visit);
    });
    return;
  }
  if (isPlainDocument(value) && segment in value)
    visitPath(value[segment], segments, depth + 1, join(segment), visit);
}

/**
 * mingo's $type knows few aliases (no objectId, timestamp, binData...), tells int, long, double
 * and decimal apart by value, ignores array elements and accepts any alias. This one follows
 * mongod, reading the numeric types each stored document records (store/numeric-types.ts).
 */
export function $type(selector: string, value: unknown): (document: AnyObject) => boolean {
  const types = Array.isArray(value) ? value : [value];
  if (types.length === 0) throw commandError('BadValue', '$type must match at least one type');
  const aliases = types.map(aliasOf);
  const segments = selector.split('.');
  return (document) => {
    const recorded = numericTypesOf(document);
    let matched = false;
    visitPath(document, segments, 0, '', (found, path) => {
      matched ||= matchesBsonType(aliases, found, recorded?.get(path));
    });
    return matched;
  };
}
