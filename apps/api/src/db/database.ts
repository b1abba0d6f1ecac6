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
  /** How long connecting keeps looking for a reachable server before giving up (10 s by default). */
  serverSelectionTimeoutMS?: number;
}

/**
 * Once connected, how long one operation waits for a reachable server before failing, which the
 * error handler answers with a 503: during an outage a shopper hears 'Service temporarily
 * unavailable' within 2 s, not after the driver's default 30 s. A read that meets a refused
 * socket is retried once, after a selection of its own, so the worst case is this plus the
 * failed attempt: 1 s keeps that under 2 s.
 */
const OPERATION_SERVER_SELECTION_TIMEOUT_MS = 1000;

/**
 * How often the driver checks the server: a stopped or returned database is noticed within
 * this, so /readyz follows it and the API recovers by itself.
 */
const HEARTBEAT_FREQUENCY_MS = 2000;

/** One attempt; a connection that could not open is closed, so no monitor keeps running. */
async function openConnection(
  uri: string,
  options: { serverSelectionTimeoutMS: number; dbName: string | undefined },
): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    ...options,
    sanitizeFilter: true,
    heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
  });
  try {
    return await connection.asPromise();
  } catch (error) {
    await connection.close();
    throw error;
  }
}

/**
 * Connects to the URI's database (or `dbName` when given, or 'gymfuel' when the URI names none).
 * The connection fails operations fast (OPERATION_SERVER_SELECTION_TIMEOUT_MS), so connecting
 * retries with it until `serverSelectionTimeoutMS` has passed: a database still starting gets
 * the whole patience.
 * sanitizeFilter wraps any `$`-keyed object inside a query filter in `$eq`, so even a value
 * that slipped past validation cannot become a query operator; write deliberate operators
 * as `mongoose.trusted({ $in: … })`.
 */
export async function connectMongo(
  uri: string,
  dbName?: string,
  { serverSelectionTimeoutMS = 10_000 }: ConnectOptions = {},
): Promise<Connection> {
  const giveUpAt = Date.now() + serverSelectionTimeoutMS;
  for (;;) {
    try {
      return await openConnection(uri, {
        serverSelectionTimeoutMS: Math.min(
          OPERATION_SERVER_SELECTION_TIMEOUT_MS,
          serverSelectionTimeoutMS,
        ),
        dbName: dbName ?? (namesDatabase(uri) ? undefined : DEFAULT_DB_NAME),
      });
    } catch (error) {
      const unreachable = error instanceof mongoose.Error.MongooseServerSelectionError;
      if (!unreachable || Date.now() >= giveUpAt) throw error;
    }
  }
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
