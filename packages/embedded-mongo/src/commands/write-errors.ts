import type { Document } from 'bson';
import { CommandError } from '../errors.js';

/** One entry of a write command's `writeErrors`: the statement's position plus the error's shape. */
export function toWriteError(index: number, error: unknown): Document {
  if (error instanceof CommandError) {
    return {
      index,
      code: error.code,
      codeName: error.codeName,
      errmsg: error.message,
      ...error.extra,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { index, code: 2, codeName: 'BadValue', errmsg: message };
}

/** Runs each statement, collecting errors; an ordered batch stops at the first one. */
export function runStatements<T>(
  statements: T[],
  ordered: boolean,
  run: (statement: T, index: number) => void,
): Document[] {
  const writeErrors: Document[] = [];
  for (let index = 0; index < statements.length; index++) {
    try {
      run(statements[index] as T, index);
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
      if (ordered) break;
    }
  }
  return writeErrors;
}
