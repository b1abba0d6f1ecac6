import { createServer, request, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close.js';

async function slowServer(delayMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => {
    setTimeout(() => res.end('done'), delayMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('closeGracefully', () => {
  it('lets an in-flight request finish, then resolves although the client keeps its connection alive', async () => {
    const { server, port } = await slowServer(300);
    const agent = new Agent({ keepAlive: true });
    const inFlight = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeGracefully(server, 5000);
    expect(await inFlight).toEqual({ status: 200, body: 'done' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });

  it('refuses new connections once closing', async () => {
    const { server, port } = await slowServer(200);
    const agent = new Agent();
    const inFlight = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = closeGracefully(server, 5000);
    await expect(get(port, agent)).rejects.toThrow(/ECONNREFUSED/);
    await closing;
    await inFlight;
  });

  it('cuts requests still running after the timeout', async () => {
    const { server, port } = await slowServer(10_000);
    const inFlight = get(port, new Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closeGracefully(server, 200);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(inFlight).rejects.toThrow(/socket hang up/);
  });
});
