import mongoose from 'mongoose';

/**
 * The filter part that matches a record still at the version an edit was based on. Put in the
 * update's own filter (with `$inc: { version: 1 }`), of two saves from the same version exactly
 * one lands. A record never edited since versions exist has no field: it is at version 0. An
 * edit that names no version (an API client keeping none) matches whatever was saved since.
 */
export const atVersion = (version: number | undefined) => {
  if (version === undefined) return {};
  return version === 0 ? { version: mongoose.trusted({ $in: [0, null] }) } : { version };
};
