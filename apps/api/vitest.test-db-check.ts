import { openTestDatabase } from './src/test/test-db.js';

/**
 * Opens and closes one test database before any suite runs, so a TEST_DB that names no
 * usable database (an unknown kind, `uri` without MONGODB_URI, `mongod` without a binary)
 * stops the whole run once with its own message, instead of failing every suite's hooks.
 */
export default async function checkTestDatabase(): Promise<void> {
  const db = await openTestDatabase();
  await db.close();
}
