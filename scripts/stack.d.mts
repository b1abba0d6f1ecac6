export function freePort(): Promise<number>;
export function startStack(options: {
  dataDir: string;
  mongoPort?: number;
  apiPort?: number;
  webPort?: number;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<{ webUrl: string; apiUrl: string; mongoUri: string; stop: () => Promise<void> }>;
