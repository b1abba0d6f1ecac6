import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createApi } from './app.js';
import { ConfigError, loadConfig, type LoadedConfig } from './config/env.js';
import { startWorkers, stopWorkers } from './jobs/workers.js';
import { closeGracefully } from './lifecycle/graceful-close.js';
import { prepareDatabase } from './lifecycle/prepare-database.js';
import { createLogger } from './logging/logger.js';

function loadConfigOrExit(): LoadedConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function displayUrl({ address, family, port }: AddressInfo): string {
  const unspecified = address === '::' || address === '0.0.0.0';
  const host = unspecified ? 'localhost' : family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

async function main(): Promise<void> {
  const { config, warnings } = loadConfigOrExit();
  const logger = createLogger(config);
  for (const warning of warnings) logger.warn(warning);

  const database = await prepareDatabase(config, logger);
  logger.info(`database: ${database.location}`);

  const { handleRequest, streams, workers } = createApi({
    config,
    logger,
    connection: database.connection,
  });
  const server = createServer(handleRequest);
  // Without HOST, Node picks every interface itself (IPv6 and IPv4, or IPv4 alone where IPv6 is off).
  if (config.HOST === undefined) server.listen(config.PORT);
  else server.listen(config.PORT, config.HOST);
  await once(server, 'listening');
  console.log(`GymFuel API listening on ${displayUrl(server.address() as AddressInfo)}`);
  startWorkers(workers);

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then closing the database`);
    try {
      streams.closeAll();
      await closeGracefully(server, config.SHUTDOWN_TIMEOUT_MS);
      // After the requests: a cancel finishing now may still start a refund call, an order
      // still write an e-mail.
      await stopWorkers(workers);
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error('GymFuel API failed to start:', error);
  process.exit(1);
});
