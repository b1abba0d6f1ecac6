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
    child.once('exit', (code) =>
      reject(new Error(`embedded-mongo exited early with code ${code}`)),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mongodb:\/\/[^\s]+/.exec(output);
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        uri: match[0],
        pid: child.pid as number,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
