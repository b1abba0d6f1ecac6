import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../config/env.js';
import { SAMPLE_LEGAL_ENV } from '../config/legal-config.js';

/**
 * Production needs a legal identity other than the development samples: the benchmarks' own,
 * well-formed (the GSTIN's check character is right) and belonging to no one.
 */
const BENCHMARK_LEGAL_ENV = {
  ...SAMPLE_LEGAL_ENV,
  LEGAL_NAME: 'GymFuel benchmark run (not a registered company)',
  GSTIN: '29AAJCB5678K1ZX',
  FSSAI_LICENCE: '11226999000456',
};

/** The API's configuration as production runs it (info logs on, simulated payments), for the benchmarks' targets. */
export function benchmarkConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:5173',
    PAYMENTS_PROVIDER: 'simulated',
    ...BENCHMARK_LEGAL_ENV,
    ...overrides,
  }).config;
}
