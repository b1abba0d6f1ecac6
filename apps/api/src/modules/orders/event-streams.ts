import type { Response } from 'express';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export interface OrderStreams {
  /** Ends every open stream: on shutdown nothing waits for a shopper to close a tab. */
  closeAll(): void;
  /** Streams open now (each removed as soon as its client leaves). */
  openCount(): number;
}

/** One Server-Sent Event; its data is JSON. */
export function sendEvent(res: Response, event: string, data: unknown): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/**
 * The open Server-Sent Events streams of one router: `open` answers the stream's head, keeps it
 * alive with a comment every `heartbeatMs` and forgets it (calling `onClose`) when the client
 * leaves; `streams` lets the server end them all on shutdown.
 */
export function createEventStreams(heartbeatMs: number) {
  const open = new Set<Response>();
  return {
    open(res: Response, onClose: () => void): void {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        // no-transform: compression must not buffer the stream; X-Accel-Buffering: nor nginx.
        'Cache-Control': 'no-store, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      open.add(res);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      res.on('close', () => {
        clearInterval(heartbeat);
        onClose();
        open.delete(res);
      });
    },
    streams: {
      closeAll() {
        for (const res of open) res.end();
      },
      openCount: () => open.size,
    } satisfies OrderStreams,
  };
}

/** Several routers' streams as one, for the server's shutdown. */
export function allStreams(...streams: OrderStreams[]): OrderStreams {
  return {
    closeAll: () => streams.forEach((each) => each.closeAll()),
    openCount: () => streams.reduce((sum, each) => sum + each.openCount(), 0),
  };
}
