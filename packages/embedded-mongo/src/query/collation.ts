import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from './paths.js';

/**
 * A command's or an index's collation, reduced to what the engine needs: an order for
 * sorting strings (Intl.Collator, the same ICU data mongod uses) and a key under which
 * strings that the collation calls equal are identical (for equality and unique indexes).
 */
export interface Collation {
  readonly compare: (a: string, b: string) => number;
  readonly key: (text: string) => string;
  /** Stable identity, to cache what is built per collation. */
  readonly id: string;
}

const FIELDS = [
  'locale',
  'strength',
  'caseLevel',
  'caseFirst',
  'numericOrdering',
  'alternate',
  'maxVariable',
  'normalization',
  'backwards',
  'version',
];

/** Options whose non-default values ICU honours but Intl.Collator cannot reproduce. */
const DEFAULTS: Record<string, unknown> = {
  caseLevel: false,
  alternate: 'non-ignorable',
  normalization: false,
  backwards: false,
};

function unsupported(what: string): Error {
  return commandError(
    'InvalidOptions',
    `embedded-mongo supports collation locale, strength 1-3, caseFirst and numericOrdering only, not ${what}; use a real MongoDB (MONGODB_URI)`,
  );
}

const cache = new Map<string, Collation>();

/** Validates a collation document; the simple collation (or none) gives undefined. */
export function parseCollation(raw: unknown): Collation | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainDocument(raw))
    throw commandError('TypeMismatch', "BSON field 'collation' is the wrong type, expected object");
  for (const field of Object.keys(raw))
    if (!FIELDS.includes(field))
      throw commandError('Location40415', `BSON field 'collation.${field}' is an unknown field.`);
  const { locale, strength = 3, caseFirst = 'off', numericOrdering = false } = raw;
  if (typeof locale !== 'string')
    throw commandError(
      'FailedToParse',
      "BSON field 'collation.locale' is missing but a required field",
    );
  if (locale === 'simple') return undefined;
  if (strength !== 1 && strength !== 2 && strength !== 3)
    throw unsupported(`strength ${String(strength)}`);
  for (const [option, value] of Object.entries(DEFAULTS))
    if (raw[option] !== undefined && raw[option] !== value)
      throw unsupported(`${option}: ${JSON.stringify(raw[option])}`);
  if (raw.maxVariable !== undefined) throw unsupported('maxVariable');
  if (!['off', 'upper', 'lower'].includes(caseFirst as string))
    throw commandError('BadValue', `unknown caseFirst value: ${String(caseFirst)}`);
  const tag = locale.replace(/_/g, '-');
  if (Intl.Collator.supportedLocalesOf(tag).length === 0)
    throw commandError('BadValue', `Field 'locale' is invalid in: ${JSON.stringify(raw)}`);
  const id = JSON.stringify([tag, strength, caseFirst, numericOrdering === true]);
  let collation = cache.get(id);
  if (!collation) {
    collation = build(tag, strength, caseFirst as string, numericOrdering === true, id);
    cache.set(id, collation);
  }
  return collation;
}

function build(
  tag: string,
  strength: 1 | 2 | 3,
  caseFirst: string,
  numeric: boolean,
  id: string,
): Collation {
  const collator = new Intl.Collator(tag, {
    usage: 'sort',
    sensitivity: strength === 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
    caseFirst: caseFirst === 'off' ? 'false' : (caseFirst as 'upper' | 'lower'),
    numeric,
  });
  // Strength 1 ignores accents and case, strength 2 ignores case, strength 3 ignores neither.
  const key = (text: string): string => {
    let folded = text.normalize('NFD');
    if (strength === 1) folded = folded.replace(/\p{M}/gu, '');
    if (strength < 3) folded = folded.toLocaleLowerCase(tag);
    if (numeric) folded = folded.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
    return folded.normalize('NFC');
  };
  return { compare: collator.compare, key, id };
}

/** A deep copy with every string replaced by its collation key, memoised per stored (frozen) document. */
export function collatedView(
  value: unknown,
  collation: Collation,
  memo?: WeakMap<object, unknown>,
): unknown {
  if (typeof value === 'string') return collation.key(value);
  if (Array.isArray(value)) return value.map((element) => collatedView(element, collation));
  if (!isPlainDocument(value)) return value;
  const known = memo?.get(value);
  if (known) return known;
  const view: Document = {};
  for (const [field, inner] of Object.entries(value)) view[field] = collatedView(inner, collation);
  // Only stored (frozen) documents can be remembered: a working copy may change after matching.
  if (Object.isFrozen(value)) memo?.set(value, view);
  return view;
}
