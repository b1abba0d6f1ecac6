import type { Server } from 'node:http';

export declare const SPA_FALLBACK: string;
export declare const FILE_REQUEST: RegExp;
export declare function createStaticServer(options: {
  distDir: string;
  apiOrigin: string;
  paymentsProvider?: 'razorpay' | 'simulated';
}): Server;
