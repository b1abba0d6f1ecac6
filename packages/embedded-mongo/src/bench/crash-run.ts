import { spawn } from 'node:child_process';

/**
 * Runs the inserting child (`node <args>`), kills it with SIGKILL `killAfterMs` after its first
 * acknowledged insert, and returns every id it printed (each printed only once acknowledged).
 */
export async function crashOnce(args: string[], killAfterMs: number): Promise<string[]> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child exited with code ${code}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  child.kill('SIGKILL');
  await exited;
  // A line cut short was being printed when the kill came: its insert was acknowledged, but
  // its full id is unknown, so it is left out.
  return output.split('\n').slice(0, -1);
}
