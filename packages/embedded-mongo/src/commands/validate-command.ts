import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { isPlainDocument } from '../query/paths.js';
import {
  COMMAND_FIELDS,
  GENERIC_FIELDS,
  UNCHECKED_COMMANDS,
  type FieldList,
} from './command-fields.js';

const generic = new Set(GENERIC_FIELDS);

function unknownField(path: string): Error {
  return commandError('Location40415', `BSON field '${path}' is an unknown field.`);
}

/** Sets instead of arrays, built once per list: this runs on every command. */
const acceptedSets = new WeakMap<FieldList, Set<string>>();

function acceptedSet(fields: FieldList): Set<string> {
  let set = acceptedSets.get(fields);
  if (!set) acceptedSets.set(fields, (set = new Set(fields.accepted)));
  return set;
}

function checkFields(
  document: Document,
  fields: FieldList,
  path: string,
  skip: (field: string) => boolean,
): void {
  const accepted = acceptedSet(fields);
  for (const field of Object.keys(document)) {
    if (skip(field) || accepted.has(field)) continue;
    if (fields.refused?.includes(field)) {
      throw commandError(
        'InvalidOptions',
        `embedded-mongo does not support the '${field}' option of ${path}; use a real MongoDB (MONGODB_URI)`,
      );
    }
    throw unknownField(`${path}.${field}`);
  }
}

/**
 * Run by dispatch before any handler: refuses fields the command does not know (as mongod
 * does) and fields embedded-mongo would otherwise accept and ignore, then checks the
 * read and write concerns a standalone can honour.
 */
export function validateCommand(name: string, command: Document): void {
  if (UNCHECKED_COMMANDS.has(name)) return;
  const fields = COMMAND_FIELDS[name];
  if (!fields) return;
  checkFields(command, fields, name, (field) => field === name || generic.has(field));
  for (const [arrayField, statementFields] of Object.entries(fields.statements ?? {})) {
    const statements: unknown = command[arrayField];
    if (!Array.isArray(statements)) continue;
    for (const statement of statements)
      if (isPlainDocument(statement))
        checkFields(statement, statementFields, `${name}.${arrayField}`, () => false);
  }
  checkWriteConcern(command.writeConcern);
  checkReadConcern(command.readConcern);
}

const writeConcernFields: FieldList = {
  accepted: ['w', 'j', 'wtimeout', 'fsync', 'provenance'],
};

/** A standalone acknowledges every write itself: w above 1 or a tag can never be satisfied. */
function checkWriteConcern(writeConcern: unknown): void {
  if (writeConcern === undefined) return;
  if (!isPlainDocument(writeConcern))
    throw commandError('FailedToParse', "'writeConcern' must be a document");
  checkFields(writeConcern, writeConcernFields, 'writeConcern', () => false);
  const { w } = writeConcern;
  if (w === undefined || w === 'majority') return;
  if (typeof w === 'number') {
    if (w > 1) throw commandError('BadValue', "cannot use 'w' > 1 on a standalone");
    if (w < 0) throw commandError('FailedToParse', 'w has to be a non-negative number');
    return;
  }
  if (typeof w === 'string')
    throw commandError('UnknownReplWriteConcern', `No write concern mode named '${w}' found`);
  throw commandError('FailedToParse', 'w has to be a number or string');
}

const readConcernFields: FieldList = { accepted: ['level'] };
const readConcernLevels = new Set(['local', 'available', 'majority']);

/** Every level a standalone serves gives the same answer here; the others need a replica set. */
function checkReadConcern(readConcern: unknown): void {
  if (readConcern === undefined) return;
  if (!isPlainDocument(readConcern))
    throw commandError('FailedToParse', "'readConcern' must be a document");
  checkFields(readConcern, readConcernFields, 'readConcern', () => false);
  const { level } = readConcern;
  if (level === undefined || (typeof level === 'string' && readConcernLevels.has(level))) return;
  throw commandError(
    'InvalidOptions',
    `embedded-mongo does not support readConcern level '${String(level)}' (it is a standalone server)`,
  );
}
