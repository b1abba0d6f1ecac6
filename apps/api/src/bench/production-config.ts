import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../config/env.js';
import { SAMPLE_LEGAL_ENV } from '../config/legal-config.js';

/**
 * The API's configuration as production runs it (info logs on, simulated payments), for the
 * benchmarks' targets. Production needs a legal identity: the development samples stand in.
 */
export function benchmarkConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:5173',
    PAYMENTS_PROVIDER: 'simulated',
    ...SAMPLE_LEGAL_ENV,
    ...overrides,
  }).config;
}
