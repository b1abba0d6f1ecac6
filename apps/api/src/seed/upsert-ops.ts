import type { AnyBulkWriteOperation } from 'mongoose';

type Row = Record<string, unknown>;

/**
 * Bulk-write operations that make `rows` present, matched by their `keys` fields:
 * - a missing document is inserted (timestamps set here, so the op never touches an existing one);
 * - with `restore`, an existing document is updated only where a field differs, so an unchanged
 *   database reports 0 updates and keeps its updatedAt;
 * - `insertOnly` fields are written on insert and never restored: they are an operator's to change
 *   (a voucher switched off stays off).
 */
export function upsertOps<T extends object>(
  keys: readonly (keyof T & string)[],
  rows: readonly T[],
  { restore, insertOnly = [] }: { restore: boolean; insertOnly?: readonly (keyof T & string)[] },
): AnyBulkWriteOperation[] {
  const now = new Date();
  return (rows as readonly Row[]).flatMap((row) => {
    const filter = Object.fromEntries(keys.map((key) => [key, row[key]]));
    const fields = Object.fromEntries(Object.entries(row).filter(([field]) => !(field in filter)));
    const insert = {
      updateOne: {
        filter,
        update: { $setOnInsert: { ...fields, createdAt: now, updatedAt: now } },
        upsert: true,
        timestamps: false,
      },
    };
    const restorable = Object.fromEntries(
      Object.entries(fields).filter(
        ([field]) => !(insertOnly as readonly string[]).includes(field),
      ),
    );
    const differs = Object.entries(restorable).map(([field, value]) => ({
      [field]: { $ne: value },
    }));
    const update = {
      updateOne: { filter: { ...filter, $or: differs }, update: { $set: restorable } },
    };
    return restore && differs.length > 0 ? [insert, update] : [insert];
  });
}
