import type { Server } from 'node:http';

const IDLE_SWEEP_MS = 100;

/**
 * Stops accepting connections and resolves once every in-flight request has finished.
 * Keep-alive connections are closed as soon as they fall idle; whatever is still busy
 * after `timeoutMs` is cut.
 */
export function closeGracefully(server: Server, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), timeoutMs);
    server.close((error) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
