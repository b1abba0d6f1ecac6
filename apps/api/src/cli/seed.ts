import { ConfigError, loadConfig } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { createModels, ensureIndexes } from '../db/models.js';
import { seedDatabase } from '../seed/seed.js';

/**
 * `pnpm seed`: upserts the seed data into MONGODB_URI, or, without it, into the embedded
 * engine's files under DATA_DIR (only while no API is running on that folder).
 */
async function main(): Promise<void> {
  const { config } = loadConfig();
  const database = await openDatabase(config);
  try {
    const models = createModels(database.connection);
    await ensureIndexes(models);
    const report = await seedDatabase(models);
    console.log(`Seeded ${database.location}`);
    for (const [collection, { inserted, updated }] of Object.entries(report)) {
      console.log(`  ${collection}: ${inserted} inserted, ${updated} updated`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
