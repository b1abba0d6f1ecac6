import { z } from '../zod.js';
import { successResponse } from './responses.js';

/** Entries per page of a console list that pages ('Activity', 'Messages'). */
export const CONSOLE_PAGE_SIZE = 50;

/**
 * Where a page ends: the last entry's time (epoch milliseconds) and id, so the next page starts
 * strictly after it even when several entries share a millisecond.
 */
export const PAGE_CURSOR_PATTERN = /^\d{1,15}-[0-9a-f]{24}$/;

/** The query's `before`: the previous page's `nextCursor`; absent for the first page. */
export const pageCursorSchema = z
  .string()
  .regex(PAGE_CURSOR_PATTERN, 'Must be a cursor from the previous page')
  .optional();

/** A page of a console list, newest first: `nextCursor` is null on the last page. */
export const pagedResponse = <Item extends z.ZodType>(item: Item) =>
  successResponse.extend({
    data: z.array(item),
    nextCursor: z.string().regex(PAGE_CURSOR_PATTERN).nullable(),
  });
