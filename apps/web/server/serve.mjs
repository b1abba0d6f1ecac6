// `node server/serve.mjs --host 127.0.0.1 --port 5173`: serves dist/ and proxies /api to the API
// on API_PORT (4000 by default), as scripts/stack.mjs starts it for `npm start` and the e2e suite.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { paymentsProviderOf } from './security-headers.mjs';
import { createStaticServer } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '5173' },
  },
});
const server = createStaticServer({
  distDir: fileURLToPath(new URL('../dist/', import.meta.url)),
  apiOrigin: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`,
  // The stack hands the web the API's environment: the policy follows the API's payments mode.
  paymentsProvider: paymentsProviderOf(process.env),
});
server.listen(Number(values.port), values.host, () =>
  console.log(`Serving the web on http://${values.host}:${values.port}`),
);
const stop = () => {
  server.close(() => process.exit(0));
  // Open order-tracking streams would otherwise hold the close until they end.
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
