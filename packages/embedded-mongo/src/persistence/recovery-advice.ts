/**
 * What an operator should do when start-up finds a damaged file, said once for every such error.
 * The journals hold acknowledged writes that no collection file holds yet, and a collection file
 * holds documents no journal does: moving either away, or restoring one file alone, loses
 * acknowledged writes. Only the whole folder, as it was copied together, is consistent.
 */
export const RECOVERY_ADVICE =
  'Do not move or delete any file in the data folder: the journals hold acknowledged writes that ' +
  'the collection files lack, and each collection file holds documents no journal has. Copy the ' +
  'whole data folder aside untouched, then restore the whole folder (journals included) from a ' +
  'backup; writes acknowledged after that backup are only in the copy, so redo them from their ' +
  'source before taking new writes.';
