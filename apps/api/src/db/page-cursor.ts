import { CONSOLE_PAGE_SIZE } from '@gymfuel/contracts';
import mongoose, { Types } from 'mongoose';

/**
 * The console's paged lists ('Activity', 'Messages'), newest first by a time field then _id. A
 * cursor is '<epoch ms>-<id>' of the last record shown, so the next page starts strictly after
 * it even when several records share a millisecond, and records added meanwhile shift nothing.
 */

/** The filter for the records after `before` (none without one), for a sort of {field: -1, _id: -1}. */
export function afterCursor(field: string, before: string | undefined): Record<string, unknown> {
  if (before === undefined) return {};
  const [ms = '', id = ''] = before.split('-');
  const time = new Date(Number(ms));
  const _id = new Types.ObjectId(id);
  return {
    $or: [
      { [field]: mongoose.trusted({ $lt: time }) },
      { [field]: time, _id: mongoose.trusted({ $lt: _id }) },
    ],
  };
}

/** Read one more than a page: the extra record only says whether another page follows. */
export const PAGE_READ_LIMIT = CONSOLE_PAGE_SIZE + 1;

/** A page from up to PAGE_READ_LIMIT records, and the cursor of the next page (null if none). */
export function pageOf<Record extends { _id: Types.ObjectId }>(
  records: Record[],
  timeOf: (record: Record) => Date,
): { records: Record[]; nextCursor: string | null } {
  const page = records.slice(0, CONSOLE_PAGE_SIZE);
  const last = page.at(-1);
  return {
    records: page,
    nextCursor:
      records.length > CONSOLE_PAGE_SIZE && last
        ? `${timeOf(last).getTime()}-${last._id.toHexString()}`
        : null,
  };
}
