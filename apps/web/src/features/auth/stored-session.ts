/** docs/product.md#session-entity: the local auth record lives under the storage key 'auth'. */
export const AUTH_STORAGE_KEY = 'auth';

export interface StoredSession {
  email: string;
  sessionId: string;
}

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

function parseStoredSession(raw: string): StoredSession | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { email, sessionId } = value as Record<string, unknown>;
    return isNonEmptyString(email) && isNonEmptyString(sessionId) ? { email, sessionId } : null;
  } catch {
    return null;
  }
}

/**
 * The e-mail and public session id kept across reloads. Not a credential: the httpOnly cookie
 * is. A missing, corrupt or hand-edited record reads as "no session" rather than crashing.
 */
export function readStoredSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    return raw ? parseStoredSession(raw) : null;
  } catch {
    // Storage can be unavailable (privacy modes); the visitor is then simply signed out.
    return null;
  }
}

export function storeSession({ email, sessionId }: StoredSession): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ email, sessionId }));
}

export function forgetStoredSession(): void {
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
}
