import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { AppError } from '../errors/app-error.js';
import type { RateLimitStores } from './rate-limit-store.js';
import { sessionOf } from './session-auth.js';

export interface RateLimitRule {
  /** Names the shared counters: limiters with different names never count together. */
  name: string;
  /** Length of the counting window. */
  windowMs: number;
  /** Requests allowed per key in one window. */
  limit: number;
  /** The 429 envelope's message, or one built from the seconds until the window resets. */
  message: string | ((retryAfterSeconds: number) => string);
  /**
   * What to count by; the client's IP (per /64 for IPv6) by default; null: this request is not
   * counted. Runs before validation, so a key read from the body must cope with any JSON.
   */
  key?: (req: Request) => string | null;
  /** Count only requests that fail (status 400 and above), e.g. wrong passwords. */
  countFailuresOnly?: boolean;
}

/** The client's IP as Express resolves it behind the trusted proxy. */
export const clientIpKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * A limiter that answers with the 429 error envelope. Its counters live where `stores` keeps
 * them: in MongoDB in the app (rate-limit-store.ts), so every API process shares one count.
 */
export function createRateLimiter(rule: RateLimitRule, stores: RateLimitStores): RequestHandler {
  const keyOf = rule.key ?? clientIpKey;
  const { message } = rule;
  return rateLimit({
    store: stores(rule.name, rule.windowMs),
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => keyOf(req) === null,
    // Not called for a skipped request, so the key is never null here.
    keyGenerator: (req) => keyOf(req) ?? '',
    skipSuccessfulRequests: rule.countFailuresOnly ?? false,
    handler: (req, res, next) => {
      if (typeof message === 'string') {
        next(AppError.tooManyRequests(message));
        return;
      }
      const { resetTime } = (req as AugmentedRequest)['rateLimit'] ?? {};
      const retryAfterMs = (resetTime?.getTime() ?? Date.now() + rule.windowMs) - Date.now();
      const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
      // Replaces the limiter's own Retry-After with this figure, so header and message agree.
      res.setHeader('Retry-After', String(retryAfterSeconds));
      next(AppError.tooManyRequests(message(retryAfterSeconds)));
    },
  });
}

/**
 * Checkout calls per signed-in user (whatever their IP), `limit` per 10 minutes: each opens a
 * provider order or places an order. For routes behind the session guard.
 */
export function createPerUserCheckoutLimiter(
  name: string,
  limit: number,
  message: string,
  stores: RateLimitStores,
): RequestHandler {
  return createRateLimiter(
    {
      name,
      windowMs: 10 * 60 * 1000,
      limit,
      message,
      key: (req) => `user:${sessionOf(req).userId}`,
    },
    stores,
  );
}
