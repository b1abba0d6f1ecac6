export const root: string;
export function freePort(): Promise<number>;
export function startStack(options: {
  dataDir: string;
  from?: 'build' | 'source';
  mongoPort?: number;
  apiPort?: number;
  webPort?: number;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<{ webUrl: string; apiUrl: string; mongoUri: string; stop: () => Promise<void> }>;
export function serveShop(options: {
  dataDir: string;
  from: 'build' | 'source';
  env?: Record<string, string | undefined>;
}): Promise<void>;
