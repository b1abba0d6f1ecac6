import type { ChildProcess } from 'node:child_process';

export const root: string;
export function freePort(): Promise<number>;

/** A piece started alone; `stop` sends SIGTERM and resolves once it has exited. */
export interface StartedPiece {
  child: ChildProcess;
  stop: () => Promise<void>;
}

export function startEngine(options: {
  dataDir: string;
  port: number;
  from?: 'build' | 'source';
  quiet?: boolean;
  env?: Record<string, string | undefined>;
}): Promise<StartedPiece & { uri: string }>;
export function startApi(options: {
  mongoUri: string;
  port: number;
  publicUrl: string;
  from?: 'build' | 'source';
  quiet?: boolean;
  env?: Record<string, string | undefined>;
}): Promise<StartedPiece & { url: string }>;
export function startStack(options: {
  dataDir: string;
  from?: 'build' | 'source';
  mongoPort?: number;
  apiPort?: number;
  webPort?: number;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<{ webUrl: string; apiUrl: string; mongoUri: string; stop: () => Promise<void> }>;
export function publicUrl(env: Record<string, string | undefined>): string;
export function serveShop(options: {
  dataDir: string;
  from: 'build' | 'source';
  env?: Record<string, string | undefined>;
}): Promise<void>;
