import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from '@gymfuel/contracts';

/** How payments are taken: Razorpay with its three secrets, or the in-app simulated checkout. */
export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { provider: 'simulated'; secret: string };

export interface PaymentsEnv {
  PAYMENTS_PROVIDER?: PaymentProvider;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  SIMULATED_PAYMENT_SECRET?: string;
}

export interface PaymentsConfigIssue {
  variable: string;
  message: string;
}

const RAZORPAY_VARIABLES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/**
 * PAYMENTS_PROVIDER when set; otherwise Razorpay as soon as a key id is configured, and the
 * simulated checkout without keys. Razorpay mode names every missing secret, so a half-configured
 * shop fails at start-up instead of at its first payment.
 */
export function resolvePaymentsConfig(
  env: PaymentsEnv,
): { payments: PaymentsConfig; issues: [] } | { payments: null; issues: PaymentsConfigIssue[] } {
  const provider =
    env.PAYMENTS_PROVIDER ?? (env.RAZORPAY_KEY_ID === undefined ? 'simulated' : 'razorpay');
  if (provider === 'simulated') {
    // A fresh secret per start is enough: simulated payments are signed and checked by this process.
    return {
      payments: {
        provider,
        secret: env.SIMULATED_PAYMENT_SECRET ?? randomBytes(32).toString('hex'),
      },
      issues: [],
    };
  }
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
  } = env;
  if (keyId === undefined || keySecret === undefined || webhookSecret === undefined) {
    return {
      payments: null,
      issues: RAZORPAY_VARIABLES.filter((variable) => env[variable] === undefined).map(
        (variable) => ({
          variable,
          message: 'Required when PAYMENTS_PROVIDER is razorpay',
        }),
      ),
    };
  }
  return { payments: { provider, keyId, keySecret, webhookSecret }, issues: [] };
}
