import { ConfigError, loadConfig } from '../config/env.js';
import { createModels, ensureIndexes } from '../db/models.js';
import { createLogger } from '../logging/logger.js';
import { createServices } from '../services.js';
import { OPS_USAGE, runOpsCommand } from './ops-commands.js';
import { DatabaseUnreachableError, openOpsDatabase } from './ops-database.js';

/**
 * `pnpm --filter @gymfuel/api ops orders:advance|users:grant …`: the operators' tool. It
 * talks to the database directly (MONGODB_URI, e.g. the local stack's engine on port 27018),
 * with the same rules and e-mails as the admin API.
 */
/** Asking for help is no mistake: the usage on stdout, exit 0, and no database needed. */
const HELP_FLAGS = new Set(['--help', '-h', 'help']);

async function main(): Promise<number> {
  if (HELP_FLAGS.has(process.argv[2] ?? '')) {
    console.log(OPS_USAGE);
    return 0;
  }
  const { config } = loadConfig();
  // Logs to stderr, so stdout carries only the command's answer.
  const logger = createLogger(config, process.stderr);
  const database = await openOpsDatabase(config);
  try {
    const models = createModels(database.connection);
    await ensureIndexes(models);
    const services = createServices({ config, logger, models });
    const exitCode = await runOpsCommand(process.argv.slice(2), services, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
    // E-mails are sent in the background: let them leave before the process does.
    await services.mail.idle();
    return exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    // Errors the operator can act on are one line; anything else keeps its stack for a bug report.
    const expected = error instanceof ConfigError || error instanceof DatabaseUnreachableError;
    console.error(expected ? error.message : error);
    process.exit(1);
  },
);
