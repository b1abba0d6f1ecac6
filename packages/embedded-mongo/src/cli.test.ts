import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliArguments } from './cli-arguments.js';
import { startEmbeddedMongo } from './server.js';

const cliSource = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Runs the CLI from source (through tsx, as vitest does not build dist) and waits for its URI line. */
function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', cliSource, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const uri = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mongodb:\/\/127\.0\.0\.1:\d+/.exec(output);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, uri, exited, output: () => output };
}

describe('cli', () => {
  it('prints its URI, serves clients and flushes its data on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'embedded-mongo-cli-'));
    dirs.push(dir);
    const cli = runCli(['--port', '0', '--data', dir]);
    const uri = await cli.uri;
    const client = await MongoClient.connect(`${uri}/shop`);
    await client.db().collection('accounts').insertOne({ email: 'cli@example.in' });
    await client.close();
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);

    const server = await startEmbeddedMongo({ port: 0, dataDir: dir });
    const reader = await MongoClient.connect(`${server.uri}/shop`);
    expect(
      await reader.db().collection('accounts').countDocuments({ email: 'cli@example.in' }),
    ).toBe(1);
    await reader.close();
    await server.stop();
  }, 30_000);

  it('exits with a usage message on bad arguments', async () => {
    const cli = runCli(['--port', 'seventy']);
    await expect(cli.uri).rejects.toThrow(/exited with 2/);
  }, 30_000);

  it('parses --port, --host and --data', () => {
    expect(parseCliArguments(['--port', '27018', '--data', './.data/mongo'])).toEqual({
      options: { port: 27018, host: undefined, dataDir: './.data/mongo' },
      help: false,
    });
    expect(parseCliArguments([]).options.port).toBe(27017);
    expect(() => parseCliArguments(['--port', '70000'])).toThrow(/invalid --port/);
    expect(() => parseCliArguments(['--verbose'])).toThrow();
  });
});
