import { ConfigError, loadConfig, type Config } from '../config/env.js';
import { openDatabase } from '../db/database.js';
import { createModels, ensureIndexes } from '../db/models.js';
import { seedDatabase } from '../seed/seed.js';

/**
 * `pnpm seed`: upserts the seed data into MONGODB_URI, or, without it, into the embedded
 * engine's files under DATA_DIR (only while no API is running on that folder). NODE_ENV decides
 * the sets, as on start-up: no sample vouchers in production.
 */
async function seed(config: Config): Promise<void> {
  const database = await openDatabase(config);
  try {
    const models = createModels(database.connection);
    await ensureIndexes(models);
    const report = await seedDatabase(models, config);
    console.log(`Seeded ${database.location}`);
    for (const [collection, { inserted, updated }] of Object.entries(report)) {
      console.log(`  ${collection}: ${inserted} inserted, ${updated} updated`);
    }
    if (report.vouchers === undefined) {
      console.log('  vouchers: none in production (the sample codes are public)');
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig().config;
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  try {
    await seed(config);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (config.MONGODB_URI === undefined) {
      console.error(
        'Without MONGODB_URI the seed opens the embedded data in DATA_DIR itself. If an API is running on that' +
          ' folder, seed through it instead: MONGODB_URI=<the URI it logs as "database: embedded engine at …">',
      );
    }
    process.exit(1);
  }
}

await main();
