import type { RequestListener } from 'node:http';
import compression from 'compression';
import cors from 'cors';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Connection } from 'mongoose';
import { apiReferenceRouter } from './api-reference/api-reference.router.js';
import type { Config } from './config/env.js';
import { createModels } from './db/models.js';
import { createErrorHandler } from './http/error-handler.js';
import { withFastPath } from './http/fast-path.js';
import { jsonBody } from './http/json-body.js';
import { mountRoutes } from './http/mount-routes.js';
import { notFoundHandler } from './http/not-found.js';
import { mongoRateLimitStores } from './http/rate-limit-store.js';
import { createRequestLogger } from './http/request-logger.js';
import { headersSetBy } from './http/security-headers.js';
import { createAuthGuards } from './http/session-auth.js';
import type { Workers } from './jobs/workers.js';
import type { Logger } from './logging/logger.js';
import { orderBoardEventRoutes } from './modules/admin-orders/order-board-events.router.js';
import { allStreams, type OrderStreams } from './modules/orders/event-streams.js';
import { orderEventRoutes } from './modules/orders/order-events.router.js';
import { createSessionWatch } from './http/session-watch.js';
import { cartFastRoutes } from './modules/cart/cart.router.js';
import { gymFastRoutes } from './modules/gyms/gyms.router.js';
import { productFastRoutes } from './modules/products/products.router.js';
import type { GoogleKeys } from './modules/sessions/google-id-token.js';
import { createRoutes } from './routes.js';
import { createServices } from './services.js';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** An open mongoose connection; the app never opens or closes it. */
  connection: Connection;
  /** Google's public keys for /oauth; tests pass a local set. Default: fetched from Google. */
  googleKeys?: GoogleKeys;
  /** The time, for delivery slots and holds; tests pin it. Default: the system clock. */
  clock?: () => Date;
}

export interface Api {
  /** The Express app with every route; supertest drives it in tests. */
  app: Express;
  /** What the HTTP server runs: the fast path for the hottest public reads, then the app. */
  handleRequest: RequestListener;
  /** The live tracking and board streams: server.ts ends them first on shutdown, as they never finish. */
  streams: OrderStreams;
  /** Refunds, e-mails and payment reconciliation: server.ts starts them and stops them on shutdown. */
  workers: Workers;
}

/** Builds the API. It never listens: server.ts does. */
export function createApi({ config, logger, connection, googleKeys, clock }: AppDeps): Api {
  const models = createModels(connection);
  const services = createServices({ config, logger, models, googleKeys, clock });
  const authGuards = createAuthGuards(services.authenticate);

  const app = express();
  app.set('trust proxy', config.TRUST_PROXY);
  // Only GET /getproducts benefits from validators, and it sets its own strong ETag.
  app.set('etag', false);

  app.use(createRequestLogger(logger));
  const securityHeaders = helmet();
  app.use(securityHeaders);
  if (config.CORS_ORIGINS.length > 0) {
    app.use(cors({ origin: config.CORS_ORIGINS, credentials: true }));
  }
  app.use(compression());
  app.use(jsonBody(config.BODY_LIMIT));
  const routes = createRoutes(services, connection, config, mongoRateLimitStores(models.RateLimit));
  app.use(mountRoutes(routes, authGuards));
  const watchSession = createSessionWatch({
    authenticate: services.authenticate,
    changes: services.authChanges,
  });
  const tracking = orderEventRoutes({
    orders: services.orders,
    feed: services.orderEvents,
    requireSession: authGuards.session,
    watchSession,
  });
  app.use(tracking.router);
  // The board's stream, beside the tracking one: Server-Sent Events are not JSON endpoints.
  const board = orderBoardEventRoutes({
    board: services.adminOrders,
    feed: services.orderEvents,
    requireStaff: authGuards.staff,
    watchSession,
  });
  app.use(board.router);
  app.use(apiReferenceRouter(routes));
  app.use(notFoundHandler);
  app.use(createErrorHandler());

  const fastPathHeaders = headersSetBy(securityHeaders).flat();
  const handleRequest = withFastPath({
    app,
    routes: [
      ...productFastRoutes(services.products, fastPathHeaders),
      ...gymFastRoutes(services.gyms, fastPathHeaders),
      ...cartFastRoutes(services.cart, services.authenticate, fastPathHeaders),
    ],
    logger,
  });
  return {
    app,
    handleRequest,
    streams: allStreams(tracking.streams, board.streams),
    workers: services.workers,
  };
}

/** The Express app alone (every route, without the fast path). */
export function createApp(deps: AppDeps): Express {
  return createApi(deps).app;
}
