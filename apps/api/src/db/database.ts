import { resolve } from 'node:path';
import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from '@gymfuel/embedded-mongo';
import type { Config } from '../config/env.js';

export const DEFAULT_DB_NAME = 'gymfuel';

export interface Database {
  connection: Connection;
  /** Where the data lives, for the start-up log line (never carries credentials). */
  location: string;
  /** Closes the connection, then stops the embedded engine if this process started one. */
  close(): Promise<void>;
}

/** True when the URI names its database (mongodb://host:port/<db>?…). */
function namesDatabase(uri: string): boolean {
  return /^mongodb(?:\+srv)?:\/\/[^/]+\/[^?/]+/.test(uri);
}

/** The URI as it may be shown: a user and password become ***. */
export function withoutCredentials(uri: string): string {
  return uri.replace(/\/\/[^@/]*@/, '//***@');
}

export interface ConnectOptions {
  /** How long to look for a reachable server before giving up (10 s by default). */
  serverSelectionTimeoutMS?: number;
}

/**
 * Connects to the URI's database (or `dbName` when given, or 'gymfuel' when the URI names none).
 * sanitizeFilter wraps any `$`-keyed object inside a query filter in `$eq`, so even a value
 * that slipped past validation cannot become a query operator; write deliberate operators
 * as `mongoose.trusted({ $in: … })`.
 */
export async function connectMongo(
  uri: string,
  dbName?: string,
  { serverSelectionTimeoutMS = 10_000 }: ConnectOptions = {},
): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    sanitizeFilter: true,
    serverSelectionTimeoutMS,
    dbName: dbName ?? (namesDatabase(uri) ? undefined : DEFAULT_DB_NAME),
  });
  return connection.asPromise();
}

/** MONGODB_URI when set; otherwise the embedded engine, in this process, persisted under DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'MONGODB_URI' | 'DATA_DIR'>,
  options: ConnectOptions = {},
): Promise<Database> {
  if (config.MONGODB_URI !== undefined) {
    const connection = await connectMongo(config.MONGODB_URI, undefined, options);
    return {
      connection,
      location: withoutCredentials(config.MONGODB_URI),
      close: () => connection.close(),
    };
  }
  const dataDir = resolve(config.DATA_DIR);
  const engine = await startEmbeddedMongo({ host: '127.0.0.1', port: 0, dataDir });
  try {
    const connection = await connectMongo(engine.uri, undefined, options);
    return {
      connection,
      location: `embedded engine at ${engine.uri}/${DEFAULT_DB_NAME} (data in ${dataDir})`,
      close: async () => {
        await connection.close();
        await engine.stop();
      },
    };
  } catch (error) {
    await engine.stop();
    throw error;
  }
}
