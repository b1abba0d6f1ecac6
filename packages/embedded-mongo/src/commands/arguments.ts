import type { Document } from 'bson';
import { commandError } from '../errors.js';
import { toNumber } from '../query/numbers.js';
import { isPlainDocument } from '../query/paths.js';

/** Readers for command fields that turn bad input into BadValue / TypeMismatch-like errors. */

export function collectionName(command: Document, field: string): string {
  const name = command[field];
  if (typeof name !== 'string' || name === '') {
    throw commandError('InvalidNamespace', `collection name has invalid type ${typeof name}`);
  }
  return name;
}

export function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainDocument(value)) throw commandError('BadValue', `'${field}' must be a document`);
  return value;
}

export function documentOrEmpty(command: Document, field: string): Document {
  return optionalDocument(command, field) ?? {};
}

export function optionalNumber(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const numeric = typeof value === 'object' || typeof value === 'bigint' ? toNumber(value) : value;
  if (typeof numeric !== 'number' || Number.isNaN(numeric)) {
    throw commandError('BadValue', `'${field}' must be a number`);
  }
  return numeric;
}

export function nonNegative(command: Document, field: string): number | undefined {
  const value = optionalNumber(command, field);
  if (value !== undefined && value < 0)
    throw commandError('BadValue', `'${field}' must be non-negative`);
  return value;
}

export function documentArray(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value) || !value.every(isPlainDocument)) {
    throw commandError('BadValue', `'${field}' must be an array of documents`);
  }
  return value;
}
