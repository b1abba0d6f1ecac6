import type { Server } from 'node:http';

export declare const SPA_FALLBACK: string;
export declare function createStaticServer(options: { distDir: string; apiOrigin: string }): Server;
