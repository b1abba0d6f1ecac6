import { healthEndpoints } from '@gymfuel/contracts';
import type { Connection } from 'mongoose';
import { AppError } from '../errors/app-error.js';
import { implement } from './endpoint.js';
import { DATABASE_UNAVAILABLE } from './error-handler.js';

const PING_TIMEOUT_MS = 2000;
const CONNECTED = 1;

/** The same answer every other request gets during an outage. */
function databaseUnavailable(): AppError {
  return AppError.notConfigured(DATABASE_UNAVAILABLE);
}

/** Resolves when the database answers a ping within the timeout; a 503 AppError otherwise. */
export async function pingDatabase(connection: Connection): Promise<void> {
  const db = connection.db;
  if (connection.readyState !== CONNECTED || db === undefined) throw databaseUnavailable();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(databaseUnavailable()), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.admin().ping(), timeout]);
  } catch {
    throw databaseUnavailable();
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is up. /readyz: it can also reach its database. */
export function healthRoutes(connection: Connection) {
  return implement(healthEndpoints, {
    async healthz() {
      return { status: 'ok' };
    },
    async readyz() {
      await pingDatabase(connection);
      return { status: 'ok' };
    },
  });
}
