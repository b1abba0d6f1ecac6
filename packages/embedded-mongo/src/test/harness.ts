import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../server.js';

export interface TestServer {
  server: EmbeddedMongo;
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** A server on a random port plus a connected driver client on database `test`. */
export async function startTestServer(
  options: EmbeddedMongoOptions = {},
  clientOptions: MongoClientOptions = {},
): Promise<TestServer> {
  const server = await startEmbeddedMongo({ port: 0, ...options });
  const client = await MongoClient.connect(`${server.uri}/test`, { serverSelectionTimeoutMS: 5000, ...clientOptions });
  return {
    server,
    client,
    db: client.db(),
    async close() {
      await client.close();
      await server.stop();
    },
  };
}
