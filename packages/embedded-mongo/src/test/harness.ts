import {
  MongoClient,
  type Collection,
  type Db,
  type Document,
  type MongoClientOptions,
  type ObjectId,
} from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../server.js';

/** Tests use numbers and strings as _id freely; the driver's default typing assumes ObjectId. */
export interface LooseDocument extends Document {
  _id?: string | number | ObjectId;
}

export interface TestServer {
  server: EmbeddedMongo;
  client: MongoClient;
  db: Db;
  collection(name: string): Collection<LooseDocument>;
  close(): Promise<void>;
}

/** A server on a random port plus a connected driver client on database `test`. */
export async function startTestServer(
  options: EmbeddedMongoOptions = {},
  clientOptions: MongoClientOptions = {},
): Promise<TestServer> {
  const server = await startEmbeddedMongo({ port: 0, ...options });
  const client = await MongoClient.connect(`${server.uri}/test`, {
    serverSelectionTimeoutMS: 5000,
    ...clientOptions,
  });
  return {
    server,
    client,
    db: client.db(),
    collection: (name) => client.db().collection<LooseDocument>(name),
    async close() {
      await client.close();
      await server.stop();
    },
  };
}
