import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { opMsg, opQuery, RawClient } from './test/raw-wire.js';
import { startTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
const raws: RawClient[] = [];
const openRaw = async () => {
  const raw = await RawClient.open(t.server.port);
  raws.push(raw);
  return raw;
};

beforeAll(async () => {
  t = await startTestServer();
});
afterEach(() => {
  for (const raw of raws.splice(0)) raw.close();
});
afterAll(() => t.close());

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY, then speaks OP_MSG', async () => {
    const raw = await openRaw();
    raw.send(opQuery('admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw' } } }));
    const hello = await raw.reply();
    expect(hello?.opCode).toBe(1);
    expect(hello?.responseTo).toBe(7);
    expect(hello?.document).toMatchObject({ ismaster: true, maxWireVersion: 21, ok: 1 });
    raw.send(opMsg({ ping: 1, $db: 'admin' }));
    const pong = await raw.reply();
    expect(pong?.opCode).toBe(2013);
    expect(pong?.document).toEqual({ ok: 1 });
  });

  it('merges kind-1 document sequences into the command', async () => {
    const raw = await openRaw();
    raw.send(
      opMsg(
        { insert: 'seq', $db: 'test' },
        { sequence: { identifier: 'documents', documents: [{ a: 1 }, { a: 2 }] } },
      ),
    );
    expect((await raw.reply())?.document).toEqual({ n: 2, ok: 1 });
    expect(await t.db.collection('seq').countDocuments()).toBe(2);
  });

  it('strips a checksum and sends no reply when moreToCome is set', async () => {
    const raw = await openRaw();
    raw.send(
      opMsg({ insert: 'quiet', documents: [{ q: 1 }], $db: 'test' }, { flags: 2, checksum: true }),
    );
    raw.send(opMsg({ ping: 1, $db: 'test' }, { checksum: true }));
    const next = await raw.reply();
    // The first reply on the wire belongs to the ping: the unacknowledged insert got none.
    expect(next?.document).toEqual({ ok: 1 });
    expect(await t.db.collection('quiet').countDocuments()).toBe(1);
  });

  it('answers a command without $db with an error, not a crash', async () => {
    const raw = await openRaw();
    raw.send(opMsg({ ping: 1 }));
    expect((await raw.reply())?.document).toMatchObject({ ok: 0, codeName: 'InvalidNamespace' });
  });
});

describe('size limits', () => {
  it('refuses a document over 16 MB that a driver would not even send', async () => {
    const raw = await openRaw();
    const blob = 'x'.repeat(16.5 * 1024 * 1024);
    raw.send(opMsg({ insert: 'huge', documents: [{ blob }], $db: 'test' }));
    const reply = await raw.reply();
    expect(reply?.document).toMatchObject({ n: 0, writeErrors: [{ index: 0, code: 10334 }] });
    expect(await t.db.collection('huge').countDocuments()).toBe(0);
  });
});

describe('bad connections', () => {
  it('drops a connection sending garbage while other clients keep working', async () => {
    const raw = await openRaw();
    const busy = (async () => {
      for (let i = 0; i < 50; i++) await t.db.collection('survivor').insertOne({ i });
    })();
    raw.send(Buffer.from('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(await raw.closedWithin(2000)).toBe(true);
    await busy;
    expect(await t.db.collection('survivor').countDocuments()).toBe(50);
  });

  it('drops a connection announcing an oversized message', async () => {
    const raw = await openRaw();
    const header = Buffer.alloc(16);
    header.writeInt32LE(100_000_000, 0);
    raw.send(header);
    expect(await raw.closedWithin(2000)).toBe(true);
    expect(await t.db.command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('drops a connection whose message holds invalid BSON or an unknown opcode', async () => {
    const corrupt = opMsg({ ping: 1, $db: 'test' });
    corrupt.writeInt32LE(9999, 21); // the body document's own length no longer fits
    const first = await openRaw();
    first.send(corrupt);
    expect(await first.closedWithin(2000)).toBe(true);
    const unknown = opMsg({ ping: 1, $db: 'test' });
    unknown.writeInt32LE(2012, 12); // OP_COMPRESSED, which is never advertised
    const second = await openRaw();
    second.send(unknown);
    expect(await second.closedWithin(2000)).toBe(true);
    expect(await t.db.command({ ping: 1 })).toEqual({ ok: 1 });
  });

  it('does not close a connection that goes quiet mid-message', async () => {
    const raw = await openRaw();
    raw.send(opMsg({ ping: 1, $db: 'test' }).subarray(0, 10));
    expect(await raw.closedWithin(200)).toBe(false);
  });
});
