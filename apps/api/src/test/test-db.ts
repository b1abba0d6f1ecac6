import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo } from '@gymfuel/embedded-mongo';
import type { Connection } from 'mongoose';
import { connectMongo } from '../db/database.js';
import { createModels, ensureIndexes, type Models } from '../db/models.js';

/** Which server the API suites run against: TEST_DB=embedded (default) | mongod | uri. */
export type TestDbKind = 'embedded' | 'mongod' | 'uri';

export interface TestDatabase {
  kind: TestDbKind;
  /** A URI naming this file's own database (`dbName`), e.g. for MONGODB_URI. */
  uri: string;
  dbName: string;
  connection: Connection;
  models: Models;
  /** Stops whatever this helper started, after dropping the database. */
  close(): Promise<void>;
}

interface TestServer {
  uri: string;
  stop(): Promise<void>;
}

function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'embedded';
  if (kind === 'embedded' || kind === 'mongod' || kind === 'uri') return kind;
  throw new Error(`TEST_DB must be embedded, mongod or uri (got '${kind}')`);
}

async function startTestServer(kind: TestDbKind): Promise<TestServer> {
  switch (kind) {
    case 'embedded': {
      const engine = await startEmbeddedMongo({ port: 0 });
      return { uri: engine.uri, stop: () => engine.stop() };
    }
    case 'mongod': {
      // Loaded only here: it needs a mongod binary (its download, or MONGOMS_SYSTEM_BINARY).
      const { MongoMemoryServer } = await import('mongodb-memory-server');
      const mongod = await MongoMemoryServer.create();
      return { uri: mongod.getUri(), stop: async () => void (await mongod.stop()) };
    }
    case 'uri': {
      const uri = process.env.MONGODB_URI;
      if (uri === undefined) throw new Error('TEST_DB=uri needs MONGODB_URI');
      return { uri, stop: async () => {} };
    }
  }
}

/** The same server URI (hosts, options) with its database path set to `dbName`. */
export function withDatabase(uri: string, dbName: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^/?]+)(\/[^?]*)?/, `$1/${dbName}`);
}

/**
 * A clean database for one test file: its own server for embedded/mongod, and a database
 * name of its own in every mode (so TEST_DB=uri never touches real data).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const kind = testDbKind();
  const server = await startTestServer(kind);
  const dbName = `gymfuel_test_${randomBytes(6).toString('hex')}`;
  const connection = await connectMongo(server.uri, dbName);
  const models = createModels(connection);
  await ensureIndexes(models);
  return {
    kind,
    uri: withDatabase(server.uri, dbName),
    dbName,
    connection,
    models,
    close: async () => {
      await connection.dropDatabase();
      await connection.close();
      await server.stop();
    },
  };
}

/**
 * Another view of the same database through a connection of its own, as a second API process
 * has: its models (and so its catalogue's write counter) are its own. Closing it only closes
 * that connection; the database belongs to `db`.
 */
export async function openSecondConnection(db: TestDatabase): Promise<TestDatabase> {
  const connection = await connectMongo(db.uri, db.dbName);
  return { ...db, connection, models: createModels(connection), close: () => connection.close() };
}
