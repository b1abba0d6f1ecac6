import type { Config } from './config/env.js';
import type { Models } from './db/models.js';
import type { Logger } from './logging/logger.js';
import { createContactService } from './modules/contact/contact.service.js';
import { createGymService } from './modules/gym/gym.service.js';
import { createProductService } from './modules/product/product.service.js';
import { createReviewService } from './modules/review/review.service.js';
import { createVoucherService } from './modules/voucher/voucher.service.js';

export interface ServiceDeps {
  config: Config;
  logger: Logger;
  models: Models;
}

/** Every service, created once per app, so modules can share them (the cart reads products…). */
export function createServices({ config, logger, models }: ServiceDeps) {
  return {
    products: createProductService({
      Product: models.Product,
      logger,
      catalogueMaxAgeMs: config.CATALOGUE_MAX_AGE_MS,
    }),
    gyms: createGymService(models),
    vouchers: createVoucherService(models),
    reviews: createReviewService(models),
    contacts: createContactService(models),
  };
}

export type Services = ReturnType<typeof createServices>;
