import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  MAX_SLOT_CAPACITY,
  emailSchema,
  fssaiLicenceSchema,
  gstinSchema,
  gstStateCodeSchema,
  paymentProviderSchema,
  type LegalIdentity,
} from '@gymfuel/contracts';
import { runningInContainer } from './container.js';
import { resolveLegalConfig } from './legal-config.js';
import { resolvePaymentsConfig, type PaymentsConfig } from './payments-config.js';

/**
 * The only place that reads process.env. Each variable is one line of `envSchema`, so a new
 * setting (GOOGLE_CLIENT_ID, RAZORPAY_*, SMTP_*, …) is a one-line change.
 */

const JWT_SECRET_MIN_LENGTH = 32;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], 'Must be true or false')
  .transform((flag) => flag === 'true' || flag === '1' || flag === 'yes');

const port = z.coerce
  .number('Must be a number')
  .int('Must be a whole number')
  .min(0, 'Must be between 0 and 65535')
  .max(65535, 'Must be between 0 and 65535');

const commaList = z.string().transform((list) =>
  list
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const ORIGIN_MESSAGE =
  'Must be an origin such as https://shop.example.com (scheme, host and port only)';
const origin = z
  .url(ORIGIN_MESSAGE)
  .transform((url) => new URL(url))
  .refine((url) => url.pathname === '/' && url.search === '' && url.hash === '', ORIGIN_MESSAGE)
  .transform((url) => url.origin);

/**
 * 'loopback' trusts only proxies on this host's loopback addresses (never a forged client
 * address); a number counts hops instead, as compose does behind nginx.
 */
const trustProxy = z.string().transform((value): boolean | number | string => {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: port.default(4000),
  /** Unset: listen on every interface (IPv4 and IPv6). */
  HOST: z.string().optional(),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'Must be a mongodb:// or mongodb+srv:// URI')
    .optional(),
  /** Where the embedded engine keeps its files when MONGODB_URI is unset. */
  DATA_DIR: z.string().default('.data/mongo'),
  CORS_ORIGINS: commaList.pipe(z.array(origin)).default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, "Must be a size such as '100kb' or '1mb'")
    .default('100kb'),
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, `Must be at least ${JWT_SECRET_MIN_LENGTH} characters`)
    .optional(),
  /** Unset: true, except in production, where a fresh shop must not open with sample data. */
  SEED_ON_EMPTY: booleanFlag.optional(),
  TRUST_PROXY: trustProxy.default('loopback'),
  /** How long the cached catalogue and gym list are served before a re-read (catches out-of-process edits). */
  CATALOGUE_MAX_AGE_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * How long a process trusts a session it has checked without reading it again; 0: every
   * request reads it. Ending a session or changing an account applies at once regardless (the
   * session cache hears it); this bounds only how late a session that simply expires stops working.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * In-flight requests get this long to finish on SIGTERM before connections are cut; below
   * docker's 10 s stop timeout, so the database is closed before SIGKILL.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(8000),
  /** Google sign-in: the OAuth client id ID tokens must be issued for. Unset: /oauth answers 503. */
  GOOGLE_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]+$/, 'Must be a Google OAuth client id')
    .optional(),
  /** The shop's address as shoppers open it: links in e-mails point here. Required in production. */
  PUBLIC_URL: origin.optional(),
  /** Verification and password-reset e-mails per account (or e-mail) per hour (429 beyond). */
  ACCOUNT_EMAIL_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Password-reset requests per client IP per hour. Ten times the per-address cap: one carrier
   * (CGNAT) or gym Wi-Fi address stands for many shoppers, and each inbox keeps its own cap.
   */
  ACCOUNT_EMAIL_RATE_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(50),
  /** The session cookie's Secure flag; on by default in production. */
  COOKIE_SECURE: booleanFlag.optional(),
  /**
   * Sign-up and login attempts allowed per window, per client IP and (failed ones) per e-mail
   * (429 beyond). The per-IP one is high because many shoppers share an address (carrier CGNAT,
   * gym Wi-Fi); guessing one account's password is held by the per-e-mail one.
   */
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(300),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** Voucher look-ups (POST /getcode) allowed per client IP per minute: stops codes being guessed. */
  VOUCHER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Per signed-in user per 10 minutes, counted apart: POST /paymentorder (each opens a provider order) and POST /addorder. */
  PAYMENT_ORDER_RATE_LIMIT_PER_USER: z.coerce.number().int().min(1).default(20),
  /** Orders the kitchen takes per gym and half-hour delivery slot (operators may override one slot). */
  SLOT_CAPACITY: z.coerce.number().int().min(1).max(MAX_SLOT_CAPACITY).default(20),
  /** A slot stops taking orders this many minutes before it starts. */
  SLOT_CUTOFF_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  /** How often one API process (whichever takes the job) asks Razorpay about checkouts paid but never confirmed. */
  PAYMENT_RECONCILIATION_INTERVAL_MS: z.coerce
    .number('Must be a number')
    .int('Must be a whole number')
    .min(10_000, 'Must be at least 10000 (10 s)')
    .default(3 * 60 * 1000),
  /** How long /paymentorder holds a slot seat for a payment that has not arrived yet. */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /** POST /addorder (orders paid in cash at the gym); off: it answers 404 like an unknown path. */
  PAY_ON_DELIVERY: booleanFlag.default(false),
  /** razorpay (needs the three RAZORPAY_* below) or simulated; unset: razorpay in production or once RAZORPAY_KEY_ID is set. */
  PAYMENTS_PROVIDER: paymentProviderSchema.optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Signs the simulated checkout's payments; unset: derived from JWT_SECRET, so replicas agree. */
  SIMULATED_PAYMENT_SECRET: z.string().min(16, 'Must be at least 16 characters').optional(),
  /** How long after a cancel a simulated refund becomes processed (razorpay mode: Razorpay says). */
  SIMULATED_REFUND_DELAY_MS: z.coerce
    .number('Must be a number')
    .int('Must be a whole number')
    .min(0, 'Must not be negative')
    .max(24 * 60 * 60 * 1000, 'Must be at most a day')
    .default(5000),
  /** Order e-mails go here (mailpit in compose); unset: they are written to MAIL_OUTBOX_DIR as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'Must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('GymFuel <orders@gymfuel.local>'),
  /** Unset: apps/api/outbox (git-ignored), wherever the API or the ops CLI is started from. */
  MAIL_OUTBOX_DIR: z.string().optional(),
  /**
   * The seller's legal identity, printed on invoices, the footer and the contact page. Required in
   * production; elsewhere unset values fall back to samples that say so (legal-config.ts).
   */
  LEGAL_NAME: z.string().optional(),
  LEGAL_ADDRESS: z.string().optional(),
  STATE_CODE: gstStateCodeSchema.optional(),
  GSTIN: gstinSchema.optional(),
  FSSAI_LICENCE: fssaiLicenceSchema.optional(),
  GRIEVANCE_OFFICER_NAME: z.string().optional(),
  /** Unset: 'Grievance Officer'. */
  GRIEVANCE_OFFICER_DESIGNATION: z.string().optional(),
  GRIEVANCE_OFFICER_EMAIL: emailSchema.optional(),
  GRIEVANCE_OFFICER_PHONE: z.string().optional(),
});

type ParsedEnv = z.infer<typeof envSchema>;

export type Config = Omit<
  ParsedEnv,
  'JWT_SECRET' | 'LOG_LEVEL' | 'PUBLIC_URL' | 'SEED_ON_EMPTY'
> & {
  JWT_SECRET: string;
  SEED_ON_EMPTY: boolean;
  PUBLIC_URL: string;
  LOG_LEVEL: NonNullable<ParsedEnv['LOG_LEVEL']>;
  /** How payments are taken, resolved from PAYMENTS_PROVIDER and the secrets (payments-config.ts). */
  payments: PaymentsConfig;
  /** The seller's legal identity, resolved from LEGAL_NAME, GSTIN, … (legal-config.ts). */
  legal: LegalIdentity;
};

export interface LoadedConfig {
  config: Config;
  /** Things worth telling the operator once a logger exists (e.g. a generated secret). */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid environment configuration:\n${issues
        .map(({ variable, message }) => `  ${variable}: ${message}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Compose files and shells often set a variable to '' to mean "unset". */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1].trim() !== '',
    ),
  );
}

/** `inContainer` is a parameter so tests can pin it; by default the environment is inspected. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  inContainer: boolean = runningInContainer(env),
): LoadedConfig {
  const present = withoutEmptyValues(env);
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(({ path: [variable, ...within], message }) => ({
        variable: String(variable ?? '(environment)'),
        // e.g. the 2nd origin of CORS_ORIGINS: "entry 2: …"
        message: typeof within[0] === 'number' ? `entry ${within[0] + 1}: ${message}` : message,
      })),
    );
  }
  const { JWT_SECRET, LOG_LEVEL, PUBLIC_URL, SEED_ON_EMPTY, ...rest } = parsed.data;
  const warnings: string[] = [];
  // An image started without NODE_ENV would run with development defaults (sample data, no checks).
  if (present.NODE_ENV === undefined && inContainer) {
    warnings.push(
      'NODE_ENV is not set: running as development inside a container; set NODE_ENV=production',
    );
  }
  if (JWT_SECRET === undefined && rest.NODE_ENV === 'production') {
    throw new ConfigError([{ variable: 'JWT_SECRET', message: 'Required in production' }]);
  }
  if (JWT_SECRET === undefined && rest.NODE_ENV === 'development') {
    warnings.push(
      'JWT_SECRET is not set: using a random secret, so sessions end when the API restarts',
    );
  }
  if (PUBLIC_URL === undefined && rest.NODE_ENV === 'production') {
    throw new ConfigError([
      { variable: 'PUBLIC_URL', message: 'Required in production: links in e-mails point to it' },
    ]);
  }
  const jwtSecret = JWT_SECRET ?? randomBytes(32).toString('base64url');
  const { payments, issues } = resolvePaymentsConfig({ ...rest, JWT_SECRET: jwtSecret });
  if (payments === null) throw new ConfigError(issues);
  const { legal, issues: legalIssues } = resolveLegalConfig(rest);
  if (legal === null) throw new ConfigError(legalIssues);
  if (payments.provider === 'simulated' && rest.NODE_ENV === 'production') {
    warnings.push('Payments are simulated (no Razorpay keys): no money is taken');
  }
  return {
    config: {
      ...rest,
      payments,
      legal,
      SEED_ON_EMPTY: SEED_ON_EMPTY ?? rest.NODE_ENV !== 'production',
      JWT_SECRET: jwtSecret,
      // The local shop's web address (`npm start`, `pnpm dev`).
      PUBLIC_URL: PUBLIC_URL ?? 'http://localhost:5173',
      LOG_LEVEL: LOG_LEVEL ?? (rest.NODE_ENV === 'test' ? 'silent' : 'info'),
    },
    warnings,
  };
}
