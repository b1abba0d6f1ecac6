import { createHash } from 'node:crypto';
import { emailSchema } from '@gymfuel/contracts';
import type { Request } from 'express';

/**
 * A rate-limit key for the request's `email` (query for GET, body otherwise): the address as
 * the contract stores it, hashed, so a limiter's memory holds no addresses and no key is larger
 * than a hash. Runs before validation: anything that is not an e-mail gives null, i.e. is not
 * counted (validation answers it with 400), so a 100 KB "email" never becomes a key.
 */
export function hashedEmailKey(req: Request): string | null {
  const source =
    req.method === 'GET'
      ? (req.query as Record<string, unknown>)
      : (req.body as Record<string, unknown> | undefined);
  return emailKeyOf(source?.email);
}

/** The same key for any value: an e-mail as the contract stores it, hashed; null otherwise. */
export function emailKeyOf(value: unknown): string | null {
  const email = emailSchema.safeParse(value);
  if (!email.success) return null;
  return `email:${createHash('sha256').update(email.data).digest('hex')}`;
}
