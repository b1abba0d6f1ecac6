/**
 * Every value a dotted path reaches in a document, descending into arrays the way
 * MongoDB indexes and sorts do: `items.sku` over `items: [{sku: 1}, {sku: 2}]` gives [1, 2],
 * and a path ending on an array gives its elements. A missing path gives [].
 */
export function collectPathValues(document: unknown, path: string): unknown[] {
  return collectSegmentValues(document, path.split('.'));
}

/**
 * collectPathValues with the path already split at its dots (for callers that reuse it).
 * With `keepArrays`, an array the path ends on is given too, before its elements: an
 * equality on a whole array matches the array itself or an element equal to it.
 */
export function collectSegmentValues(
  document: unknown,
  segments: readonly string[],
  keepArrays = false,
): unknown[] {
  const found: unknown[] = [];
  collect(document, segments, 0, found, keepArrays);
  return found;
}

function collect(
  value: unknown,
  segments: readonly string[],
  depth: number,
  found: unknown[],
  keepArrays: boolean,
): void {
  if (depth === segments.length) {
    if (Array.isArray(value)) {
      if (keepArrays) found.push(value);
      found.push(...value);
    } else if (value !== undefined) found.push(value);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const segment = segments[depth] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(segment)) {
      collect(value[Number(segment)], segments, depth + 1, found, keepArrays);
      return;
    }
    for (const element of value) {
      if (element !== null && typeof element === 'object' && !Array.isArray(element)) {
        collect(element, segments, depth, found, keepArrays);
      }
    }
    return;
  }
  if (!isPlainDocument(value)) return;
  collect((value as Record<string, unknown>)[segment], segments, depth + 1, found, keepArrays);
}

/** A document (as opposed to an array, Date, ObjectId or other BSON value). */
export function isPlainDocument(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** True when the path exists in the document, even with a null value. */
export function pathExists(document: unknown, path: string): boolean {
  return exists(document, path.split('.'), 0);
}

function exists(value: unknown, segments: string[], depth: number): boolean {
  if (depth === segments.length) return true;
  if (Array.isArray(value)) return value.some((element) => exists(element, segments, depth));
  const segment = segments[depth] as string;
  if (!isPlainDocument(value) || !(segment in value)) return false;
  return exists(value[segment], segments, depth + 1);
}
