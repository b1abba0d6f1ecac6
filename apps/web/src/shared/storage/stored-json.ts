/**
 * Web storage can be missing, full or blocked (privacy modes, quotas) and its entries can be
 * hand-edited: every read here fails soft to null and every write reports whether it held, so
 * no caller needs its own try/catch.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The raw text under `key`, or null when there is none or storage is unavailable. */
export function readStoredText(area: StorageArea, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/** `raw` as JSON checked by `parse`; null for bad JSON or whatever `parse` refuses. */
export function parseStoredJson<T>(raw: string, parse: (value: unknown) => T | null): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return parse(value);
}

/** The JSON entry under `key`, checked by `parse`; null when absent, unreadable or invalid. */
export function readStoredJson<T>(
  area: StorageArea,
  key: string,
  parse: (value: unknown) => T | null,
): T | null {
  const raw = readStoredText(area, key);
  return raw === null ? null : parseStoredJson(raw, parse);
}

/** Stores `value` as JSON, or removes the entry for null. False when storage refused. */
export function writeStoredJson(area: StorageArea, key: string, value: unknown): boolean {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** The fields of a stored object, or null when the value is not an object. */
export const storedRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
