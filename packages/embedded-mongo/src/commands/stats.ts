import { readFileSync } from 'node:fs';
import os from 'node:os';
import { BSON, type Document } from 'bson';
import { commandError } from '../errors.js';
import type { Collection } from '../store/collection.js';
import { collectionName, optionalNumber } from './arguments.js';
import type { CommandContext, CommandHandler } from './context.js';
import { SERVER_VERSION } from './handshake.js';

/**
 * Operator commands: enough of dbStats, collStats ($collStats storageStats) and serverStatus
 * for mongosh's db.stats(), db.coll.stats() and db.serverStatus(). Everything is in memory,
 * so storage sizes are the documents' BSON sizes; index sizes are not measured and read 0.
 */

function scaleOf(command: Document): number {
  const scale = optionalNumber(command, 'scale') ?? 1;
  if (scale < 1) throw commandError('BadValue', 'scale has to be >= 1');
  return Math.trunc(scale);
}

function dataSize(collection: Collection): number {
  let size = 0;
  for (const document of collection.all()) size += BSON.calculateObjectSize(document);
  return size;
}

/** One collection's storage figures, as collStats and $collStats' storageStats report them. */
export function storageStats(collection: Collection, scale: number): Document {
  const size = dataSize(collection);
  const count = collection.size;
  const indexSizes = Object.fromEntries(collection.indexSpecs().map((spec) => [spec.name, 0]));
  return {
    ns: collection.namespace,
    size: Math.floor(size / scale),
    count,
    avgObjSize: count ? Math.round(size / count) : 0,
    storageSize: Math.floor(size / scale),
    freeStorageSize: 0,
    capped: false,
    nindexes: collection.indexSpecs().length,
    indexBuilds: [],
    totalIndexSize: 0,
    totalSize: Math.floor(size / scale),
    indexSizes,
    scaleFactor: scale,
  };
}

export function existingCollection(context: CommandContext, name: string): Collection {
  const collection = context.catalog.get(context.database, name);
  if (!collection)
    throw commandError('NamespaceNotFound', `Collection [${context.database}.${name}] not found.`);
  return collection;
}

const collStats: CommandHandler = (command, context) => ({
  ...storageStats(
    existingCollection(context, collectionName(command, 'collStats')),
    scaleOf(command),
  ),
  ok: 1,
});

const dbStats: CommandHandler = (command, context) => {
  const scale = scaleOf(command);
  const collections = context.catalog.collections(context.database);
  let objects = 0;
  let size = 0;
  let indexes = 0;
  for (const collection of collections) {
    objects += collection.size;
    size += dataSize(collection);
    indexes += collection.indexSpecs().length;
  }
  return {
    db: context.database,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects ? Math.round(size / objects) : 0,
    dataSize: Math.floor(size / scale),
    storageSize: Math.floor(size / scale),
    indexes,
    indexSize: 0,
    totalSize: Math.floor(size / scale),
    scaleFactor: scale,
    ok: 1,
  };
};

/** Virtual memory in MB from /proc (Linux); elsewhere only the resident figure is known. */
function virtualMegabytes(): number | undefined {
  try {
    const kilobytes = /VmSize:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kilobytes === undefined ? undefined : Math.round(Number(kilobytes) / 1024);
  } catch {
    return undefined;
  }
}

const serverStatus: CommandHandler = (_command, context) => {
  const { stats } = context;
  const uptimeMillis = stats.uptimeMillis;
  const resident = Math.round(process.memoryUsage.rss() / 1024 / 1024);
  return {
    host: os.hostname(),
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    uptimeEstimate: Math.floor(uptimeMillis / 1000),
    localTime: new Date(),
    connections: { ...stats.connections },
    opcounters: { ...stats.opcounters },
    mem: { bits: 64, resident, virtual: virtualMegabytes() ?? resident, supported: true },
    ok: 1,
  };
};

export const statsCommands: Record<string, CommandHandler> = { collStats, dbStats, serverStatus };

/**
 * A leading `$collStats` stage (what mongosh's db.coll.stats() sends) becomes a `$documents`
 * stage holding its one result, so the rest of the pipeline runs as usual.
 */
export function expandCollStats(
  pipeline: Document[],
  context: CommandContext,
  name: string,
): Document[] {
  const spec = pipeline[0]?.$collStats as unknown;
  if (spec === undefined) return pipeline;
  const options = (spec ?? {}) as Document;
  const unsupported = Object.keys(options).find((key) => key !== 'storageStats' && key !== 'count');
  if (unsupported) {
    throw commandError(
      'InvalidOptions',
      `embedded-mongo does not support $collStats ${unsupported}`,
    );
  }
  const collection = existingCollection(context, name);
  const result: Document = {
    ns: collection.namespace,
    host: os.hostname(),
    localTime: new Date(),
  };
  if (options.storageStats !== undefined) {
    result.storageStats = storageStats(collection, scaleOf(options.storageStats as Document));
  }
  if (options.count !== undefined) result.count = collection.size;
  return [{ $documents: [result] }, ...pipeline.slice(1)];
}
