import { Ajv, type ValidateFunction } from 'ajv';
import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { numericTypesOf } from '../store/numeric-types.js';
import { matchesBsonType } from './bson-type.js';
import { isPlainDocument } from './paths.js';

/**
 * MongoDB's $jsonSchema is JSON Schema draft 4 plus `bsonType`, minus a few keywords.
 * Ajv does the validation; this file translates MongoDB's dialect into Ajv's (draft 7)
 * and refuses what mongod refuses, so a schema that works here works in production.
 */

const UNSUPPORTED_KEYWORDS = ['$ref', '$schema', 'default', 'definitions', 'format', 'id'];

/** Keywords whose value is one sub-schema, a map of sub-schemas, or a list of them. */
const SCHEMA_KEYWORDS = ['not', 'additionalProperties', 'additionalItems', 'items'];
const SCHEMA_MAP_KEYWORDS = ['properties', 'patternProperties', 'dependencies'];
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'items'];

/** JSON Schema's `type` names mapped to BSON aliases: in MongoDB an ObjectId is not an 'object'. */
const JSON_TYPES: Record<string, string[]> = {
  object: ['object'],
  array: ['array'],
  number: ['number'],
  boolean: ['bool'],
  string: ['string'],
  null: ['null'],
};

function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
ajv.addKeyword({
  keyword: 'bsonType',
  errors: false,
  validate: (wanted: unknown, value: unknown, _schema?: unknown, context?: Document) => {
    const recorded = context
      ? numericTypesOf(context.rootData as object)?.get(pointerToPath(context.instancePath))
      : undefined;
    return matchesBsonType(wanted, value, recorded);
  },
});

/** MongoDB's dialect to Ajv's: refuses unsupported keywords, `type` becomes `bsonType`, draft-4 exclusive bounds. */
function translate(schema: unknown): Document {
  if (!isPlainDocument(schema))
    throw commandError('FailedToParse', '$jsonSchema must be an object (a schema)');
  const translated: Document = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (UNSUPPORTED_KEYWORDS.includes(keyword))
      throw commandError(
        'FailedToParse',
        `$jsonSchema keyword '${keyword}' is not currently supported`,
      );
    if (keyword === 'type') {
      const names = Array.isArray(value) ? value : [value];
      translated.bsonType = names.flatMap((name: unknown) => {
        const aliases = JSON_TYPES[String(name)];
        if (!aliases) throw commandError('BadValue', `Unknown type name alias: ${String(name)}`);
        return aliases;
      });
      continue;
    }
    if (SCHEMA_MAP_KEYWORDS.includes(keyword) && isPlainDocument(value)) {
      translated[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [
          name,
          Array.isArray(sub) ? sub : translate(sub),
        ]),
      );
      continue;
    }
    if (SCHEMA_LIST_KEYWORDS.includes(keyword) && Array.isArray(value)) {
      translated[keyword] = value.map(translate);
      continue;
    }
    if (SCHEMA_KEYWORDS.includes(keyword) && isPlainDocument(value)) {
      translated[keyword] = translate(value);
      continue;
    }
    translated[keyword] = value;
  }
  // Draft 4 marks a bound exclusive with a boolean; Ajv's default dialect wants the number.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (translated[flag] === true) {
      translated[flag] = translated[bound];
      delete translated[bound];
    } else if (translated[flag] === false) delete translated[flag];
  }
  return translated;
}

const compiled = new WeakMap<object, ValidateFunction>();

/** A predicate for mingo's $jsonSchema operator; compiled once per schema object. */
export function jsonSchemaPredicate(schema: Document): (document: unknown) => boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(translate(schema));
    compiled.set(schema, validate);
  }
  const check = validate;
  return (document) => check(document) === true;
}
