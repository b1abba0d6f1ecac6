import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './env.js';

/**
 * The operators' stack (docker-compose.yml) as the API needs it. There is no Docker engine here,
 * so the file is read as data; CI also runs `docker-compose config` on it.
 */
const compose = parse(
  await readFile(new URL('../../../../docker-compose.yml', import.meta.url), 'utf8'),
  { merge: true },
) as {
  'x-payments-provider': string;
  services: Record<
    string,
    { ports?: string[]; stop_grace_period?: string; environment?: Record<string, string> }
  >;
};

const seconds = (duration: string) => {
  const match = /^(\d+)s$/.exec(duration);
  if (!match?.[1]) throw new Error(`not a duration in seconds: ${duration}`);
  return Number(match[1]);
};

describe('docker-compose.yml', () => {
  it('makes the operator choose the payments provider: no default, for the API and nginx', () => {
    const provider = compose['x-payments-provider'];
    expect(provider).toMatch(/^\$\{PAYMENTS_PROVIDER:\?[^}]+\}$/);
    expect(compose.services.api?.environment?.PAYMENTS_PROVIDER).toBe(provider);
    expect(compose.services.web?.environment?.PAYMENTS_PROVIDER).toBe(provider);
  });

  it('publishes the mail catcher, which shows reset links, on this host only', () => {
    const ports = compose.services.mailpit?.ports ?? [];
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('gives the API longer to stop than its own shutdown grace', () => {
    const api = compose.services.api!;
    // Compose leaves the API's own default in force.
    expect(api.environment?.SHUTDOWN_TIMEOUT_MS).toBeUndefined();
    const grace = loadConfig({}, false).config.SHUTDOWN_TIMEOUT_MS;
    expect(grace).toBe(8000);
    expect(seconds(api.stop_grace_period ?? '10s') * 1000).toBeGreaterThan(grace);
  });

  it('runs the API in production mode, where sample data is never seeded by default', () => {
    expect(compose.services.api?.environment?.NODE_ENV).toBe('production');
  });
});
