/** A command failure, reported to the client as `{ok: 0, errmsg, code, codeName}`. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly codeName: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

export const ErrorCodes = {
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  PathNotViable: 28,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NamespaceExists: 48,
  DollarPrefixedFieldName: 52,
  EmptyFieldName: 56,
  CommandNotFound: 59,
  ImmutableField: 66,
  CannotCreateIndex: 67,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  UnknownReplWriteConcern: 79,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  DocumentValidationFailure: 121,
  InvalidIndexSpecificationOption: 197,
  OperationNotSupportedInTransaction: 263,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
  MergeStageNoMatchingDocument: 13113,
  // mongod's IDL parser has no named code for an unknown command field, only this location code.
  Location40415: 40415,
  Location40601: 40601,
  Location31324: 31324,
  Location51047: 51047,
  Location51183: 51183,
  Location51246: 51246,
} as const;

export type ErrorCodeName = keyof typeof ErrorCodes;

export function commandError(
  codeName: ErrorCodeName,
  message: string,
  extra: Record<string, unknown> = {},
): CommandError {
  return new CommandError(message, ErrorCodes[codeName], codeName, extra);
}

/** A unique-index violation: E11000, reported in `writeErrors` or at top level depending on the command. */
export class DuplicateKeyError extends CommandError {
  constructor(
    namespace: string,
    indexName: string,
    readonly keyPattern: Record<string, unknown>,
    readonly keyValue: Record<string, unknown>,
  ) {
    super(
      `E11000 duplicate key error collection: ${namespace} index: ${indexName} dup key: ${describeBson(keyValue)}`,
      ErrorCodes.DuplicateKey,
      'DuplicateKey',
      { keyPattern, keyValue },
    );
    this.name = 'DuplicateKeyError';
  }
}

/** A value as mongod prints BSON in its messages: `{ a: "x", b: [ 1, 2 ] }`, `ObjectId('…')`. */
export function describeBson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (Array.isArray(value))
    return value.length === 0 ? '[]' : `[ ${value.map(describeBson).join(', ')} ]`;
  if (value && typeof value === 'object') {
    const bsonType = (value as { _bsontype?: string })._bsontype;
    if (bsonType === 'ObjectId') return `ObjectId('${String(value)}')`;
    if (bsonType) return String(value);
    const fields = Object.entries(value).map(([key, field]) => `${key}: ${describeBson(field)}`);
    return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
  }
  return String(value);
}

/** Turns anything thrown while running a command into the wire's error shape. */
export function toErrorReply(error: unknown): Record<string, unknown> {
  if (error instanceof CommandError) {
    return {
      ok: 0,
      errmsg: error.message,
      code: error.code,
      codeName: error.codeName,
      ...error.extra,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  // Errors from mingo (bad operators, bad expressions) are the client's fault, like mongod's BadValue.
  return { ok: 0, errmsg: message, code: ErrorCodes.BadValue, codeName: 'BadValue' };
}
