import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, withoutRedaction } from './logger.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: 'info' }, stream) };
}

describe('createLogger', () => {
  it('censors passwords, tokens and credentials headers wherever they are logged', () => {
    const { lines, logger } = capture();
    logger.info({
      password: 'p1',
      user: { password: 'p2', token: 't1' },
      req: { headers: { cookie: 'c', authorization: 'a' } },
    });
    const written = JSON.stringify(lines);
    for (const secret of ['p1', 'p2', 't1', '"c"', '"a"']) expect(written).not.toContain(secret);
    expect(written).toContain('[redacted]');
  });

  it('leaves ordinary fields alone', () => {
    const { lines, logger } = capture();
    logger.info({ email: 'a@b.in', count: 3 }, 'hello');
    expect(lines[0]).toMatchObject({ email: 'a@b.in', count: 3, msg: 'hello' });
  });
});

describe('withoutRedaction', () => {
  it('writes to the same place at the same level, without the redaction work', () => {
    const { lines, logger } = capture();
    withoutRedaction(logger).info(
      { req: { method: 'GET', url: '/getproducts' } },
      'request completed',
    );
    withoutRedaction(logger).debug('hidden');
    expect(lines).toEqual([
      expect.objectContaining({
        req: { method: 'GET', url: '/getproducts' },
        msg: 'request completed',
      }),
    ]);
  });
});
