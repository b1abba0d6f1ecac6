import { resolve } from 'node:path';
import type { Config } from '../config/env.js';
import { openDatabase, withoutCredentials, type Database } from '../db/database.js';

/** An operator at a prompt wants an answer soon, not the API's patient 10 s. */
export const OPS_SERVER_SELECTION_TIMEOUT_MS = 5000;

/** The database could not be opened; the message is the one line the operator needs. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, options: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnreachableError';
  }
}

type DatabaseConfig = Pick<Config, 'MONGODB_URI' | 'DATA_DIR'>;

function describeLocation(config: DatabaseConfig): string {
  return config.MONGODB_URI === undefined
    ? `the embedded engine (data in ${resolve(config.DATA_DIR)})`
    : withoutCredentials(config.MONGODB_URI);
}

/** The driver's reason (e.g. 'connect ECONNREFUSED 127.0.0.1:27018'), on one line. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.trim() || 'unknown error';
}

/** openDatabase, failing fast with a DatabaseUnreachableError instead of the driver's stack. */
export async function openOpsDatabase(
  config: DatabaseConfig,
  serverSelectionTimeoutMS = OPS_SERVER_SELECTION_TIMEOUT_MS,
): Promise<Database> {
  try {
    return await openDatabase(config, { serverSelectionTimeoutMS });
  } catch (error) {
    throw new DatabaseUnreachableError(
      `Cannot reach MongoDB at ${describeLocation(config)}: ${reasonOf(error)}`,
      { cause: error },
    );
  }
}
