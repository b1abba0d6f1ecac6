import { ORDER_STREAM_EVENTS, orderIdSchema, type Order } from '@gymfuel/contracts';
import { Router, type RequestHandler, type Response } from 'express';
import { AppError } from '../../errors/app-error.js';
import { sessionOf } from '../../http/session-auth.js';
import type { OrderEventFeed } from './order-event-feed.js';
import type { OrderService } from './orders.service.js';

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

export interface OrderStreams {
  /** Ends every open stream: on shutdown nothing waits for a shopper to close a tab. */
  closeAll(): void;
  /** Streams open now (each removed as soon as its client leaves). */
  openCount(): number;
}

function send(res: Response, event: string, order: Order): void {
  res.write(`event: ${event}\ndata: ${JSON.stringify(order)}\n\n`);
}

/**
 * GET /orders/:orderId/events (Server-Sent Events), for the order's owner and staff: the order
 * as it is first (`state`), then the whole order again after each change (`status`).
 */
export function orderEventRoutes({
  orders,
  feed,
  requireSession,
  heartbeatMs = HEARTBEAT_MS,
}: {
  orders: Pick<OrderService, 'findForViewer'>;
  feed: OrderEventFeed;
  requireSession: RequestHandler;
  heartbeatMs?: number;
}): { router: Router; streams: OrderStreams } {
  const open = new Set<Response>();
  const router = Router();

  router.get('/orders/:orderId/events', requireSession, async (req, res) => {
    const parsed = orderIdSchema.safeParse(req.params.orderId);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid order id';
      throw AppError.badRequest(message, [{ path: 'orderId', message }]);
    }
    const orderId = parsed.data;
    const viewer = sessionOf(req);
    // Refused (404) before the stream opens, so a stranger learns nothing.
    await orders.findForViewer(viewer, orderId);

    let lastSent = '';
    /** Reads the order and sends it, unless the client already has exactly this. */
    const sendLatest = async () => {
      const order = await orders.findForViewer(viewer, orderId);
      const json = JSON.stringify(order);
      if (json === lastSent || res.writableEnded) return;
      const event = lastSent === '' ? ORDER_STREAM_EVENTS.state : ORDER_STREAM_EVENTS.status;
      lastSent = json;
      send(res, event, order);
    };
    // Reads run one after another, so the client sees changes in order and never a stale one last.
    let latest = Promise.resolve();
    let opened = false;
    const refresh = () => {
      if (!opened) return;
      latest = latest.then(sendLatest).catch(() => {
        res.end();
      });
    };
    // Listening starts before the first read: a change made in between is in that read.
    const unsubscribe = await feed.subscribe(orderId, refresh);
    if (req.socket.destroyed) {
      unsubscribe();
      return;
    }

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: compression must not buffer the stream; X-Accel-Buffering: nor nginx.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    open.add(res);
    opened = true;
    refresh();
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
    });
  });

  return {
    router,
    streams: {
      closeAll() {
        for (const res of open) res.end();
      },
      openCount: () => open.size,
    },
  };
}
