import { parseCliArguments, USAGE } from './cli-arguments.js';
import { startEmbeddedMongo } from './server.js';

/** `embedded-mongo --port 27017 --data ./.data/mongo`: runs the engine until SIGINT/SIGTERM, then flushes. */
async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseCliArguments(process.argv.slice(2));
  } catch (error) {
    console.error(
      `embedded-mongo: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`,
    );
    process.exit(2);
  }
  if (parsed.help) {
    console.log(USAGE);
    return;
  }
  const serverOptions = parsed.options;
  const server = await startEmbeddedMongo(serverOptions);
  const where = serverOptions.dataDir ? `data in ${serverOptions.dataDir}` : 'in memory only';
  // Scripts that spawn the CLI read the URI from this line.
  console.log(`embedded-mongo listening on ${server.uri} (${where})`);

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`embedded-mongo: ${signal} received, writing data and stopping`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`embedded-mongo: stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
