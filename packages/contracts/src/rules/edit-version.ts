import { z } from '../zod.js';

/**
 * A console-edited record's version: how many edits were saved (0 before the first, or before
 * versions existed). An edit names the version it was based on, so a save over someone else's is
 * refused (409, EDITED_MEANWHILE_MESSAGE).
 */
export const savedVersionSchema = z.number().int().min(0).default(0);

/**
 * What an edit sends: the `version` the console read. Optional: an API client that keeps no
 * versions (a script) leaves it out, and its save applies whatever was saved since.
 */
export const editedVersionSchema = z
  .number('Must be the version you edited')
  .int('Must be the version you edited')
  .min(0, 'Must be the version you edited')
  .optional();
