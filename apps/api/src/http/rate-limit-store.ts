import type { IncrementResponse, Store } from 'express-rate-limit';
import mongoose from 'mongoose';
import { isDuplicateKey } from '../errors/duplicate-key.js';
import type { RateLimitModel } from './rate-limit.model.js';

/** Makes the store of one named limiter; the name keeps limiters' counts apart. */
export type RateLimitStores = (name: string, windowMs: number) => Store;

/**
 * Counters in MongoDB, so every API process counts into the same window. Each step is one atomic
 * single-document write, never a read then a write:
 * - a hit inside a live window is an `$inc` conditioned on `resetAt > now`;
 * - otherwise the window is (re)started by an upsert conditioned on `resetAt <= now`. Two
 *   processes starting it at once both try to insert the same `_id`: the unique `_id` lets one
 *   in, and the other counts into that window on its next try.
 * Windows start at a key's first hit (like express-rate-limit's memory store), so Retry-After is
 * the same whichever process answers.
 *
 * rate-limit-mongo was not used: it depends on the mongodb 3.x driver (we run 7.x) and opens a
 * connection of its own.
 */
export function mongoRateLimitStores(
  RateLimit: RateLimitModel,
  now: () => Date = () => new Date(),
): RateLimitStores {
  return (name, windowMs) => {
    const idOf = (key: string) => `${name}:${key}`;

    async function increment(key: string): Promise<IncrementResponse> {
      const _id = idOf(key);
      for (;;) {
        const at = now();
        const live = await RateLimit.findOneAndUpdate(
          { _id, resetAt: mongoose.trusted({ $gt: at }) },
          { $inc: { hits: 1 } },
          { returnDocument: 'after' },
        ).lean();
        if (live !== null) return { totalHits: live.hits, resetTime: live.resetAt };
        const resetAt = new Date(at.getTime() + windowMs);
        try {
          await RateLimit.updateOne(
            { _id, resetAt: mongoose.trusted({ $lte: at }) },
            { $set: { hits: 1, resetAt } },
            { upsert: true },
          );
          return { totalHits: 1, resetTime: resetAt };
        } catch (error) {
          // Another process started the window first: count into it.
          if (!isDuplicateKey(error)) throw error;
        }
      }
    }

    return {
      localKeys: false,
      prefix: `${name}:`,
      increment,
      async decrement(key) {
        await RateLimit.updateOne(
          {
            _id: idOf(key),
            resetAt: mongoose.trusted({ $gt: now() }),
            hits: mongoose.trusted({ $gt: 0 }),
          },
          { $inc: { hits: -1 } },
        );
      },
      async resetKey(key) {
        await RateLimit.deleteOne({ _id: idOf(key) });
      },
    };
  };
}
