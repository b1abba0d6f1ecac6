import { describe, expect, it } from 'vitest';
import { LEGAL_IDENTITY_ENV } from '../test/legal-identity-env.js';
import { ConfigError, loadConfig } from './env.js';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const { config } = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4000,
      DATA_DIR: '.data/mongo',
      CORS_ORIGINS: [],
      LOG_LEVEL: 'info',
      BODY_LIMIT: '100kb',
      SEED_ON_EMPTY: true,
      TRUST_PROXY: 'loopback',
      SHUTDOWN_TIMEOUT_MS: 8000,
      SIMULATED_REFUND_DELAY_MS: 5000,
      AUTH_RATE_LIMIT_PER_IP: 300,
      AUTH_RATE_LIMIT_PER_EMAIL: 10,
      ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR: 50,
      ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: 5,
    });
    expect(config.MONGODB_URI).toBeUndefined();
    expect(config.HOST).toBeUndefined();
  });

  it('reads each variable', () => {
    const { config } = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://mongo:27017/gymfuel',
      DATA_DIR: '/var/lib/gymfuel',
      CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173/',
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '1mb',
      JWT_SECRET: 'x'.repeat(40),
      SEED_ON_EMPTY: 'false',
      TRUST_PROXY: '1',
      SHUTDOWN_TIMEOUT_MS: '5000',
      PUBLIC_URL: 'https://shop.example.com/',
      ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: '3',
      PAYMENTS_PROVIDER: 'simulated',
      SIMULATED_REFUND_DELAY_MS: '2000',
      ...LEGAL_IDENTITY_ENV,
    });
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://mongo:27017/gymfuel',
      CORS_ORIGINS: ['https://shop.example.com', 'http://localhost:5173'],
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '1mb',
      JWT_SECRET: 'x'.repeat(40),
      SEED_ON_EMPTY: false,
      TRUST_PROXY: 1,
      SHUTDOWN_TIMEOUT_MS: 5000,
      PUBLIC_URL: 'https://shop.example.com',
      ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: 3,
      SIMULATED_REFUND_DELAY_MS: 2000,
    });
  });

  it('needs PUBLIC_URL in production, for the links in e-mails; defaults to the local shop', () => {
    const error = configError({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(error.issues).toEqual([
      { variable: 'PUBLIC_URL', message: 'Required in production: links in e-mails point to it' },
    ]);
    expect(loadConfig({}).config.PUBLIC_URL).toBe('http://localhost:5173');
  });

  it('treats empty values as unset', () => {
    const { config } = loadConfig({ PORT: '', MONGODB_URI: ' ' });
    expect(config.PORT).toBe(4000);
    expect(config.MONGODB_URI).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['MONGODB_URI', 'http://example.com'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['BODY_LIMIT', 'lots'],
    ['CORS_ORIGINS', 'https://shop.example.com/path'],
    ['CORS_ORIGINS', 'not a url'],
    ['SEED_ON_EMPTY', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'https://shop.example.com/reset'],
    ['ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR', '0'],
    ['SIMULATED_REFUND_DELAY_MS', '-1'],
    ['SIMULATED_REFUND_DELAY_MS', 'soon'],
  ])('stops with a message naming %s when it is %j', (variable, value) => {
    const error = configError({ [variable]: value });
    expect(error.message).toContain(`${variable}:`);
    expect(error.issues.map((issue) => issue.variable)).toEqual([variable]);
  });

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', LOG_LEVEL: 'loud' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['LOG_LEVEL', 'PORT']);
  });

  it('requires JWT_SECRET in production', () => {
    expect(configError({ NODE_ENV: 'production' }).message).toContain(
      'JWT_SECRET: Required in production',
    );
  });

  it('generates a per-process secret in development, with a warning', () => {
    const first = loadConfig({}, false);
    const second = loadConfig({}, false);
    expect(first.config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.config.JWT_SECRET).not.toBe(second.config.JWT_SECRET);
    expect(first.warnings).toEqual([expect.stringContaining('JWT_SECRET')]);
  });

  it('is silent by default in tests', () => {
    const { config, warnings } = loadConfig({ NODE_ENV: 'test' }, true);
    expect(config.LOG_LEVEL).toBe('silent');
    expect(warnings).toEqual([]);
  });

  it('warns when a container starts without NODE_ENV, and only then', () => {
    const warning =
      'NODE_ENV is not set: running as development inside a container; set NODE_ENV=production';
    expect(loadConfig({}, true).warnings).toContain(warning);
    expect(loadConfig({ NODE_ENV: ' ' }, true).warnings).toContain(warning);
    expect(loadConfig({}, false).warnings).not.toContain(warning);
    expect(loadConfig({ NODE_ENV: 'development' }, true).warnings).not.toContain(warning);
  });

  it('seeds an empty database by default, except in production; an explicit value wins', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://shop.example.com',
      PAYMENTS_PROVIDER: 'simulated',
      ...LEGAL_IDENTITY_ENV,
    };
    expect(loadConfig({ NODE_ENV: 'test' }).config.SEED_ON_EMPTY).toBe(true);
    expect(loadConfig(production).config.SEED_ON_EMPTY).toBe(false);
    expect(loadConfig({ ...production, SEED_ON_EMPTY: 'true' }).config.SEED_ON_EMPTY).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_ON_EMPTY: 'no' }).config.SEED_ON_EMPTY).toBe(false);
  });
});
