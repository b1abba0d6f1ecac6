import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../errors/app-error.js';

export interface RateLimitRule {
  /** Length of the counting window. */
  windowMs: number;
  /** Requests allowed per key in one window. */
  limit: number;
  /** The 429 envelope's message. */
  message: string;
  /**
   * What to count by; the client's IP (per /64 for IPv6) by default. Runs before validation,
   * so a key read from the body must cope with any JSON (e.g. `String(req.body?.email)`).
   */
  key?: (req: Request) => string;
}

/** The client's IP as Express resolves it behind the trusted proxy. */
export const clientIpKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * A limiter that answers with the 429 error envelope. Counters live in memory, per app
 * instance: enough for one API process; several would need a shared store.
 */
export function createRateLimiter(rule: RateLimitRule): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: rule.key ?? clientIpKey,
    handler: (_req, _res, next) => next(AppError.tooManyRequests(rule.message)),
  });
}
