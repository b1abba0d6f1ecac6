import type { Document } from 'bson';
import type { Iterator } from 'mingo/lazy';
import { $project } from 'mingo/operators/pipeline';
import type { AnyObject, Options } from 'mingo/types';
import { isPlainDocument } from './paths.js';

/**
 * mingo's $project, with the fields in mongod's order. mingo sorts included fields by name and
 * puts `_id` last; mongod keeps the document's own order (so `_id` first) and appends computed
 * fields in the order the projection names them.
 */
export function $projectInDocumentOrder(
  collection: Iterator,
  expression: AnyObject,
  options: Options,
): Iterator {
  const layout = layoutOf(expression);
  let source: Document = {};
  // $project maps one document to one, pulling each source just before its result.
  return $project(
    collection.map((document) => (source = document as Document)),
    expression,
    options,
  ).map((projected) => inDocumentOrder(projected, source, layout));
}

/** Per level of a projection: the fields it computes, in its order, and its nested levels. */
interface Layout {
  computed: string[];
  nested: Map<string, Layout>;
}

function layoutOf(projection: Document, layout: Layout = { computed: [], nested: new Map() }) {
  for (const [path, value] of Object.entries(projection)) {
    const [head, ...rest] = path.split('.') as [string, ...string[]];
    const nestedSpec = rest.length > 0 ? { [rest.join('.')]: value } : value;
    if (rest.length > 0 || (isPlainDocument(value) && !isOperatorDocument(value))) {
      let nested = layout.nested.get(head);
      if (!nested) layout.nested.set(head, (nested = { computed: [], nested: new Map() }));
      layoutOf(nestedSpec as Document, nested);
    } else if (!keepsItsPlace(value)) layout.computed.push(head);
  }
  return layout;
}

const isOperatorDocument = (value: Document) => Object.keys(value).some((k) => k.startsWith('$'));

/** 1/0/true/false, and find's `$slice` of numbers, leave a field where the document has it. */
function keepsItsPlace(value: unknown): boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return true;
  if (!isPlainDocument(value) || Object.keys(value).length !== 1) return false;
  const slice = value.$slice;
  return typeof slice === 'number' || (Array.isArray(slice) && slice.every(Number.isFinite));
}

function inDocumentOrder(projected: unknown, source: unknown, layout: Layout): unknown {
  if (Array.isArray(projected)) {
    // Elements pair up only when none was dropped ($slice, a positional `$`, scalars).
    if (!Array.isArray(source) || source.length !== projected.length) return projected;
    return projected.map((element, i) => inDocumentOrder(element, source[i], layout));
  }
  if (!isPlainDocument(projected) || !isPlainDocument(source)) return projected;
  const ordered: Document = {};
  const computed = new Set(layout.computed);
  for (const [field, original] of Object.entries(source)) {
    if (!(field in projected) || computed.has(field)) continue;
    const nested = layout.nested.get(field);
    ordered[field] = nested
      ? inDocumentOrder(projected[field], original, nested)
      : projected[field];
  }
  for (const field of layout.computed) if (field in projected) ordered[field] = projected[field];
  // Whatever is left (a nested field computed under a missing parent) keeps mingo's place.
  for (const [field, value] of Object.entries(projected))
    if (!(field in ordered)) ordered[field] = value;
  return ordered;
}
