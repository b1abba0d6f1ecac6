import { readStoredJson, storedRecord, writeStoredJson } from '../../shared/storage/stored-json';

/** docs/product.md#session-entity: the local auth record lives under the storage key 'auth'. */
export const AUTH_STORAGE_KEY = 'auth';

export interface StoredSession {
  email: string;
  sessionId: string;
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

function parseStoredSession(value: unknown): StoredSession | null {
  const record = storedRecord(value);
  if (!record) return null;
  const { email, sessionId } = record;
  return isNonEmptyString(email) && isNonEmptyString(sessionId) ? { email, sessionId } : null;
}

/**
 * The e-mail and public session id kept across reloads. Not a credential: the httpOnly cookie
 * is. A missing, corrupt or hand-edited record, or no storage at all (privacy modes), reads as
 * "no session" rather than crashing.
 */
export function readStoredSession(): StoredSession | null {
  return readStoredJson('localStorage', AUTH_STORAGE_KEY, parseStoredSession);
}

export function storeSession({ email, sessionId }: StoredSession): void {
  writeStoredJson('localStorage', AUTH_STORAGE_KEY, { email, sessionId });
}

export function forgetStoredSession(): void {
  writeStoredJson('localStorage', AUTH_STORAGE_KEY, null);
}
