import { createHmac } from 'node:crypto';
import type { PaymentProvider } from '@gymfuel/contracts';

/** How payments are taken: Razorpay with its three secrets, or the in-app simulated checkout. */
export type PaymentsConfig =
  | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string }
  | { provider: 'simulated'; secret: string };

export interface PaymentsEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  PAYMENTS_PROVIDER?: PaymentProvider;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  SIMULATED_PAYMENT_SECRET?: string;
  /** The sessions' secret, resolved (random when unset): the simulated secret's default comes from it. */
  JWT_SECRET: string;
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

/** Production fails closed: a shop that forgot its keys must not quietly take no money. */
function defaultProvider(env: PaymentsEnv): PaymentProvider {
  if (env.NODE_ENV === 'production') return 'razorpay';
  return env.RAZORPAY_KEY_ID === undefined ? 'simulated' : 'razorpay';
}

/**
 * PAYMENTS_PROVIDER when set; otherwise Razorpay in production or as soon as a key id is
 * configured, and the simulated checkout without keys elsewhere. Razorpay mode names every missing
 * secret, so a half-configured shop fails at start-up instead of at its first payment.
 */
export function resolvePaymentsConfig(
  env: PaymentsEnv,
): { payments: PaymentsConfig; issues: [] } | { payments: null; issues: PaymentsConfigIssue[] } {
  const provider = env.PAYMENTS_PROVIDER ?? defaultProvider(env);
  if (provider === 'simulated') {
    // One API process may sign a simulated payment and another check it (replicas behind nginx),
    // so by default every process sharing JWT_SECRET derives the same secret from it; a key of
    // its own, so neither secret reveals the other.
    return {
      payments: {
        provider,
        secret:
          env.SIMULATED_PAYMENT_SECRET ??
          createHmac('sha256', env.JWT_SECRET).update('gymfuel simulated payments').digest('hex'),
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
          message:
            env.PAYMENTS_PROVIDER === undefined && env.NODE_ENV === 'production'
              ? 'Required in production; set PAYMENTS_PROVIDER=simulated explicitly to run without real payments'
              : 'Required when PAYMENTS_PROVIDER is razorpay',
        }),
      ),
    };
  }
  return { payments: { provider, keyId, keySecret, webhookSecret }, issues: [] };
}
