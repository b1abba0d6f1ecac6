import type { Config } from '../config/env.js';
import { openDatabase, type Database } from '../db/database.js';
import { createModels, ensureIndexes } from '../db/models.js';
import type { Logger } from '../logging/logger.js';
import { isDatabaseEmpty, seedDatabase } from '../seed/seed.js';
import { upgradeCatalogue } from '../seed/upgrade-catalogue.js';
import { upgradeGyms } from '../seed/upgrade-gyms.js';
import { upgradeProductTitles } from '../seed/upgrade-product-titles.js';
import { freeDoubleConfirmedSeats } from '../seed/upgrade-seats.js';

/**
 * Opens the database, makes sure every index exists, upgrades data written by older versions
 * and, if asked, seeds an empty shop.
 */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = await openDatabase(config);
  try {
    // Before the models: compiling one starts building its indexes.
    const freedSeats = await freeDoubleConfirmedSeats(database.connection);
    if (freedSeats > 0) {
      logger.warn({ freedSeats }, 'slot seats upgraded: double-confirmed seats freed');
    }
    const retitled = await upgradeProductTitles(database.connection);
    if (retitled > 0) {
      logger.warn(
        { retitled },
        'product titles upgraded: titles taken twice but for case numbered',
      );
    }
    const models = createModels(database.connection);
    await ensureIndexes(models);
    const labelled = await upgradeCatalogue(models);
    if (labelled > 0) logger.info({ labelled }, 'catalogue upgraded: nutrition labels added');
    const gymUpdates = await upgradeGyms(models);
    if (gymUpdates > 0) logger.info({ gymUpdates }, 'gyms upgraded: hours and states added');
    if (config.SEED_ON_EMPTY && (await isDatabaseEmpty(models))) {
      const report = await seedDatabase(models, config);
      logger.info({ seed: report }, 'empty database seeded');
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
