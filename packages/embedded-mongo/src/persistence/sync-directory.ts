import { open } from 'node:fs/promises';

/** Makes a directory's entries (files created, renamed or removed in it) survive a crash. */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
