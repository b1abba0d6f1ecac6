/** MongoDB's duplicate-key error (E11000): a unique index refused the write. */
export function isDuplicateKey(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}

/**
 * A duplicate key on the unique index whose keys include `field`: MongoDB names the refusing
 * index's keys in `keyPattern`, which tells apart a collection's several unique rules.
 */
export function isDuplicateKeyOn(error: unknown, field: string): boolean {
  if (!isDuplicateKey(error)) return false;
  const keyPattern = (error as { keyPattern?: unknown }).keyPattern;
  return typeof keyPattern === 'object' && keyPattern !== null && Object.hasOwn(keyPattern, field);
}
