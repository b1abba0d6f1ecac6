import type { Server } from 'node:http';

export declare const SPA_FALLBACK: string;
export declare const FILE_REQUEST: RegExp;
export declare function createStaticServer(options: {
  distDir: string;
  apiOrigin: string;
  paymentsProvider?: 'razorpay' | 'simulated';
  /** How long the API may take to begin an answer before the proxy answers 504 (60 s). */
  apiAnswerTimeoutMs?: number;
}): Server;
