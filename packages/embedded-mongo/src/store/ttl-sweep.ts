import type { Document } from 'bson';
import { compileFilter } from '../query/find.js';
import { isBsonNumber, toNumber } from '../query/numbers.js';
import { collectPathValues } from '../query/paths.js';
import type { Catalog } from './catalog.js';
import type { Collection } from './collection.js';
import type { IndexSpec } from './index-spec.js';

/** mongod's TTL monitor wakes every 60 s (ttlMonitorSleepSecs). */
const DEFAULT_INTERVAL_MS = 60_000;

/**
 * The expiry delay of a TTL index in ms; undefined for any other index. createIndexes refuses
 * what mongod refuses, but a data folder written before that may still hold a compound or
 * non-numeric one, which mongod would ignore too.
 */
function ttlMillis(spec: IndexSpec): number | undefined {
  const seconds = spec.expireAfterSeconds as unknown;
  if (!isBsonNumber(seconds) || Number.isNaN(toNumber(seconds))) return undefined;
  if (Object.keys(spec.key).length !== 1) return undefined;
  return toNumber(seconds) * 1000;
}

/**
 * When a document's TTL clock started: the earliest date among the values its index holds for
 * it (an array's elements, and every element's field on a path through an array, as mongod's
 * multikey index has them); none when it holds no date.
 */
function startOf(document: Document, field: string): number | undefined {
  let earliest: number | undefined;
  for (const value of collectPathValues(document, field)) {
    if (value instanceof Date && (earliest === undefined || value.getTime() < earliest))
      earliest = value.getTime();
  }
  return earliest;
}

function sweepIndex(collection: Collection, spec: IndexSpec, ttl: number, now: number): number {
  const field = Object.keys(spec.key)[0] as string;
  const inIndex = spec.partialFilterExpression
    ? compileFilter(spec.partialFilterExpression as Document)
    : () => true;
  const expired: Document[] = [];
  for (const document of collection.all()) {
    const start = startOf(document, field);
    if (start !== undefined && start + ttl <= now && inIndex(document)) expired.push(document);
  }
  for (const document of expired) collection.remove(document);
  return expired.length;
}

/** Deletes every document whose TTL index says it has expired at `now`; returns how many. */
export function sweepExpired(catalog: Catalog, now: number): number {
  let removed = 0;
  for (const collection of catalog.allCollections()) {
    for (const spec of collection.indexSpecs()) {
      const ttl = ttlMillis(spec);
      if (ttl !== undefined) removed += sweepIndex(collection, spec, ttl, now);
    }
  }
  return removed;
}

/** Runs the sweep every `intervalMs`, as mongod's TTL monitor does, until stopped. */
export function startTtlSweep(
  catalog: Catalog,
  intervalMs = DEFAULT_INTERVAL_MS,
): { stop(): void } {
  const timer = setInterval(() => {
    try {
      sweepExpired(catalog, Date.now());
    } catch (error) {
      console.error(`embedded-mongo: TTL sweep failed: ${String(error)}`);
    }
  }, intervalMs);
  // Expiry is housekeeping: it must not keep a process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
