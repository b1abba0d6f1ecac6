import { crc32 } from 'node:zlib';
import { decodePayload, RECORD_HEADER_BYTES, type JournalRecord } from './journal-record.js';
import { RECOVERY_ADVICE } from './recovery-advice.js';

export interface JournalContents {
  records: JournalRecord[];
  /** Bytes up to the end of the last whole record: where a torn tail starts, if any. */
  wholeBytes: number;
}

/** A record that fails its checksum (or cannot be framed) where a torn write cannot explain it. */
export class JournalCorruptError extends Error {
  constructor(
    readonly filePath: string,
    readonly offset: number,
    reason: string,
  ) {
    super(
      `embedded-mongo: the journal ${filePath} is damaged at byte ${offset} (${reason}). ` +
        `Nothing was started and no file was changed. ${RECOVERY_ADVICE}`,
    );
    this.name = 'JournalCorruptError';
  }
}

/**
 * Reads every record of a journal file. Only the newest file may end in a torn record (a crash
 * while appending, before the fsync that would have acknowledged it): that tail is left out.
 * A bad record anywhere else, or followed by data, is corruption and throws.
 */
export function readJournal(bytes: Buffer, filePath: string, newest: boolean): JournalContents {
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const problem = recordProblem(bytes, offset);
    if (problem) {
      if (newest && isTornTail(bytes, offset)) return { records, wholeBytes: offset };
      throw new JournalCorruptError(filePath, offset, problem);
    }
    const length = bytes.readUInt32LE(offset);
    const payload = bytes.subarray(
      offset + RECORD_HEADER_BYTES,
      offset + RECORD_HEADER_BYTES + length,
    );
    try {
      records.push(decodePayload(payload));
    } catch (error) {
      // The checksum matched, so this was written like this: never skip it.
      const reason = error instanceof Error ? error.message : String(error);
      throw new JournalCorruptError(filePath, offset, reason);
    }
    offset += RECORD_HEADER_BYTES + length;
  }
  return { records, wholeBytes: offset };
}

function recordProblem(bytes: Buffer, offset: number): string | undefined {
  if (offset + RECORD_HEADER_BYTES > bytes.length) return 'incomplete record header';
  const length = bytes.readUInt32LE(offset);
  if (length < 5) return `invalid record length ${length}`;
  const end = offset + RECORD_HEADER_BYTES + length;
  if (end > bytes.length) return `record of ${length} bytes runs past the end of the file`;
  const payload = bytes.subarray(offset + RECORD_HEADER_BYTES, end);
  if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) return 'checksum mismatch';
  return undefined;
}

/**
 * A torn append is the last thing in the file: no whole record starts anywhere after it.
 * This covers a record cut short, one whose bytes never all landed, and zeros that some file
 * systems leave when they extend the file before the data arrives; a damaged record followed
 * by good ones is corruption.
 */
function isTornTail(bytes: Buffer, offset: number): boolean {
  for (let next = offset + 1; next + RECORD_HEADER_BYTES + 5 <= bytes.length; next++) {
    // A payload is a BSON document, which starts with its own length: a cheap filter before the CRC.
    const length = bytes.readUInt32LE(next);
    if (length >= 5 && bytes.readUInt32LE(next + RECORD_HEADER_BYTES) === length) {
      if (!recordProblem(bytes, next)) return false;
    }
  }
  return true;
}
