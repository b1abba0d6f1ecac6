import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface SpawnedServer {
  uri: string;
  pid: number;
  stop(): Promise<void>;
}

const cliPath = fileURLToPath(new URL('../cli.js', import.meta.url));

/** Runs the CLI in its own process, as a local shop does, and waits for the URI line it prints. */
export function spawnServer(extraArgs: string[] = []): Promise<SpawnedServer> {
  const child: ChildProcess = spawn(process.execPath, [cliPath, '--port', '0', ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const exitedEarly = (code: number | null) =>
      reject(new Error(`embedded-mongo exited early with code ${code}`));
    const readUri = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mongodb:\/\/[^\s]+/.exec(output);
      if (!match) return;
      child.stdout?.off('data', readUri);
      child.off('exit', exitedEarly);
      // Keep draining stdout so the child never blocks on a full pipe.
      child.stdout?.resume();
      resolve({
        uri: match[0],
        pid: child.pid as number,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.once('exit', exitedEarly);
    child.stdout?.on('data', readUri);
  });
}
