import { describe, expect, it } from 'vitest';
import { LEGAL_IDENTITY_ENV } from '../test/legal-identity-env.js';
import { ConfigError, loadConfig } from './env.js';
import { resolvePaymentsConfig } from './payments-config.js';

const razorpayKeys = {
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
};

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ NODE_ENV: 'test', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('payments configuration', () => {
  it('is simulated without keys, with a random secret unless one is given', () => {
    const first = loadConfig({ NODE_ENV: 'test' }).config.payments;
    const second = loadConfig({ NODE_ENV: 'test' }).config.payments;
    expect(first.provider).toBe('simulated');
    expect(first).not.toEqual(second);
    const fixed = loadConfig({
      NODE_ENV: 'test',
      SIMULATED_PAYMENT_SECRET: 'a-fixed-simulated-secret',
    }).config.payments;
    expect(fixed).toEqual({ provider: 'simulated', secret: 'a-fixed-simulated-secret' });
  });

  it('gives every process with the same JWT_SECRET the same simulated secret, not JWT_SECRET itself', () => {
    const jwtSecret = 'a-session-secret-shared-by-every-replica';
    const first = loadConfig({ NODE_ENV: 'test', JWT_SECRET: jwtSecret }).config.payments;
    const second = loadConfig({ NODE_ENV: 'test', JWT_SECRET: jwtSecret }).config.payments;
    expect(first).toEqual(second);
    expect(first).not.toEqual({ provider: 'simulated', secret: jwtSecret });
    const other = loadConfig({ NODE_ENV: 'test', JWT_SECRET: `${jwtSecret}-other` }).config
      .payments;
    expect(other).not.toEqual(first);
  });

  it('is razorpay when asked, or as soon as a key id is set', () => {
    const expected = {
      provider: 'razorpay',
      keyId: 'rzp_test_key',
      keySecret: 'key-secret',
      webhookSecret: 'webhook-secret',
    };
    expect(loadConfig({ NODE_ENV: 'test', ...razorpayKeys }).config.payments).toEqual(expected);
    expect(
      loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'razorpay', ...razorpayKeys }).config
        .payments,
    ).toEqual(expected);
  });

  it('stays simulated when asked, even with keys', () => {
    expect(
      loadConfig({ NODE_ENV: 'test', PAYMENTS_PROVIDER: 'simulated', ...razorpayKeys }).config
        .payments.provider,
    ).toBe('simulated');
  });

  it('names every missing Razorpay variable', () => {
    const error = configErrorOf({
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_WEBHOOK_SECRET: '  ',
    });
    expect(error.issues).toEqual([
      { variable: 'RAZORPAY_KEY_SECRET', message: 'Required when PAYMENTS_PROVIDER is razorpay' },
      {
        variable: 'RAZORPAY_WEBHOOK_SECRET',
        message: 'Required when PAYMENTS_PROVIDER is razorpay',
      },
    ]);
    expect(error.message).toContain('RAZORPAY_KEY_SECRET');
    expect(
      resolvePaymentsConfig({
        NODE_ENV: 'test',
        PAYMENTS_PROVIDER: 'razorpay',
        JWT_SECRET: 'a-session-secret-of-32-characters-at-least',
      }).issues.map((issue) => issue.variable),
    ).toEqual(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET']);
    // Outside production a key id alone chooses Razorpay, so the rest are asked for as such.
    expect(configErrorOf({ RAZORPAY_KEY_ID: 'rzp_test_key' }).issues).toEqual([
      { variable: 'RAZORPAY_KEY_SECRET', message: 'Required when PAYMENTS_PROVIDER is razorpay' },
      {
        variable: 'RAZORPAY_WEBHOOK_SECRET',
        message: 'Required when PAYMENTS_PROVIDER is razorpay',
      },
    ]);
  });

  it('refuses an unknown provider, a short simulated secret and a non-SMTP mail URL', () => {
    expect(configErrorOf({ PAYMENTS_PROVIDER: 'paypal' }).issues[0]?.variable).toBe(
      'PAYMENTS_PROVIDER',
    );
    expect(configErrorOf({ SIMULATED_PAYMENT_SECRET: 'short' }).issues[0]?.variable).toBe(
      'SIMULATED_PAYMENT_SECRET',
    );
    expect(configErrorOf({ SMTP_URL: 'http://mailpit:8025' }).issues[0]?.variable).toBe('SMTP_URL');
  });

  it('defaults the mail settings to the outbox folder', () => {
    const { config } = loadConfig({ NODE_ENV: 'test' });
    expect(config.MAIL_FROM).toBe('GymFuel <orders@gymfuel.local>');
    expect(config.SMTP_URL).toBeUndefined();
    // The mailer then picks apps/api/outbox (mailer.ts).
    expect(config.MAIL_OUTBOX_DIR).toBeUndefined();
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://shop.example.in',
    ...LEGAL_IDENTITY_ENV,
  };

  it('fails closed in production without keys, naming them and the way out', () => {
    const error = configErrorOf(production);
    const message =
      'Required in production; set PAYMENTS_PROVIDER=simulated explicitly to run without real payments';
    expect(error.issues).toEqual([
      { variable: 'RAZORPAY_KEY_ID', message },
      { variable: 'RAZORPAY_KEY_SECRET', message },
      { variable: 'RAZORPAY_WEBHOOK_SECRET', message },
    ]);
    expect(error.message).toContain(`RAZORPAY_KEY_ID: ${message}`);
  });

  it('takes Razorpay in production once its three keys are set', () => {
    expect(loadConfig({ ...production, ...razorpayKeys }).config.payments.provider).toBe(
      'razorpay',
    );
  });

  it('runs simulated in production only when asked explicitly, with a warning', () => {
    const { config, warnings } = loadConfig({ ...production, PAYMENTS_PROVIDER: 'simulated' });
    expect(config.payments.provider).toBe('simulated');
    expect(warnings).toContain('Payments are simulated (no Razorpay keys): no money is taken');
  });
});
