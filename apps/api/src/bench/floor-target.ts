import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runAsTarget } from './target-child.js';
import { connectMongo } from '../db/database.js';

/**
 * The API process of the purchase-floor benchmark (purchase-floor.ts): no Express, no mongoose
 * documents, no validation, no sessions, no logic. Each request only reads its JSON body, makes
 * its step's number of database round trips with the raw driver (a mix of the purchase path's
 * kinds: look-ups, upserts, inserts, find-and-modify) and answers a small JSON body. What it
 * measures is what HTTP and the round trips alone cost.
 */
export interface FloorTargetRequest {
  mongoUri: string;
  /** Round trips per request path, e.g. { '/paymentorder': 11 }. */
  roundTrips: Record<string, number>;
}

async function readJson(request: IncomingMessage): Promise<{ shopper?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function start({ mongoUri, roundTrips }: FloorTargetRequest): Promise<{ port: number }> {
  const connection = await connectMongo(mongoUri);
  const db = connection.db!;
  // Documents keyed by number or shopper name, as the benchmark writes them.
  type FloorDocument = { _id: number | string } & Record<string, unknown>;
  const products = db.collection<FloorDocument>('floor_products');
  const carts = db.collection<FloorDocument>('floor_carts');
  const orders = db.collection<Record<string, unknown>>('floor_orders');
  await products.deleteMany({});
  await products.insertMany(
    Array.from({ length: 28 }, (_, index) => ({
      _id: index,
      title: `Meal ${index}`,
      pricePaise: 34900,
    })),
  );
  const roundTrip = [
    (index: number) => products.findOne({ _id: index % 28 }),
    (index: number, shopper: string) =>
      carts.updateOne({ _id: shopper }, { $set: { at: new Date(), index } }, { upsert: true }),
    (index: number, shopper: string) =>
      orders.insertOne({
        shopper,
        index,
        at: new Date(),
        lines: [{ productId: index % 28, quantity: 2 }],
      }),
    (index: number, shopper: string) =>
      carts.findOneAndUpdate(
        { _id: shopper },
        { $set: { touchedAt: new Date() } },
        { upsert: true },
      ),
  ];
  const server = createServer(async (request, response) => {
    const { shopper = 'anyone' } = await readJson(request);
    const count = roundTrips[request.url ?? ''] ?? 0;
    for (let index = 0; index < count; index += 1) {
      await roundTrip[index % roundTrip.length]!(index, shopper);
    }
    const body = JSON.stringify({ success: true, data: { ok: true } });
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port };
}

runAsTarget(start);
