import { createServer, type Socket } from 'node:net';
import { CursorRegistry } from './cursors.js';
import { serveConnection } from './connection.js';
import { Persistence } from './persistence/persistence.js';
import { ServerStats } from './server-stats.js';
import { Catalog, type CatalogListener } from './store/catalog.js';
import { startTtlSweep } from './store/ttl-sweep.js';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to bind; 127.0.0.1 unless told otherwise. */
  host?: string;
  /** Folder for persistent data. Without it, everything lives in memory only. */
  dataDir?: string;
  /** With `dataDir`: the longest time between a change and the checkpoint that folds it into the files. */
  checkpointIntervalMs?: number;
  /** How often documents past their TTL index's expiry are deleted (mongod: 60 s). */
  ttlSweepIntervalMs?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://HOST:PORT`; append `/dbname` to choose a database. */
  uri: string;
  port: number;
  host: string;
  /** Closes every connection, writes pending data and releases the data folder. */
  stop(): Promise<void>;
}

const inMemoryOnly: CatalogListener = { changed() {}, dropped() {}, databaseDropped() {} };

/** Starts a MongoDB-compatible server that the official driver and mongoose can connect to. */
export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const persistence = options.dataDir
    ? await Persistence.open(options.dataDir, {
        checkpointIntervalMs: options.checkpointIntervalMs,
      })
    : undefined;
  const catalog = new Catalog(persistence ?? inMemoryOnly);
  try {
    await persistence?.load(catalog);
  } catch (error) {
    await persistence?.close().catch(() => undefined);
    throw error;
  }
  const cursors = new CursorRegistry();
  const stats = new ServerStats();
  const sockets = new Set<Socket>();
  let nextConnectionId = 1;
  const whenDurable = persistence ? () => persistence.whenDurable() : undefined;

  const server = createServer((socket) => {
    sockets.add(socket);
    stats.connectionOpened();
    socket.on('close', () => {
      sockets.delete(socket);
      stats.connectionClosed();
    });
    serveConnection(socket, nextConnectionId++, { catalog, cursors, stats, whenDurable });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    cursors.close();
    await persistence?.close();
    throw error;
  }

  const ttlSweep = startTtlSweep(catalog, options.ttlSweepIntervalMs);
  // After start-up, a failure to accept one connection (EMFILE, say) must not bring the server down.
  server.on('error', (error) => console.error(`embedded-mongo: ${error.message}`));

  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  let stopping: Promise<void> | undefined;

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
      ttlSweep.stop();
      cursors.close();
      await persistence?.close();
    })();
    return stopping;
  };

  return { uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}`, port, host, stop };
}
