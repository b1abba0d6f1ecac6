import { parseArgs } from 'node:util';
import type { EmbeddedMongoOptions } from './server.js';

export const USAGE =
  'Usage: embedded-mongo [--port 27017] [--host 127.0.0.1] [--data ./.data/mongo]';

/** Reads `--port`, `--host` and `--data`. Throws with a readable message on anything else. */
export function parseCliArguments(argv: string[]): {
  options: EmbeddedMongoOptions;
  help: boolean;
} {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string', short: 'p' },
      host: { type: 'string' },
      data: { type: 'string', short: 'd' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = values.port === undefined ? 27017 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`invalid --port: ${values.port}`);
  return { options: { port, host: values.host, dataDir: values.data }, help: values.help === true };
}
