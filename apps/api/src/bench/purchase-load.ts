import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';

/** The load both purchase benchmarks put on the shop, from their command-line options. */
export function purchaseLoad() {
  const { values } = parseArgs({
    options: {
      shoppers: { type: 'string', default: '64' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      // Production runs several API processes behind nginx, one per core
      // (docs/architecture.md#several-api-processes). Shoppers are dealt to them in turn.
      'api-processes': { type: 'string', default: String(availableParallelism()) },
    },
  });
  return {
    shopperCount: Number(values.shoppers),
    durationMs: Number(values.duration) * 1000,
    warmupMs: Number(values.warmup) * 1000,
    apiProcessCount: Number(values['api-processes']),
  };
}
