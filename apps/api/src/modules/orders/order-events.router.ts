import { ORDER_STREAM_EVENTS, orderIdSchema } from '@gymfuel/contracts';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../../errors/app-error.js';
import { methodNotAllowed } from '../../http/mount-routes.js';
import { sessionOf } from '../../http/session-auth.js';
import type { SessionWatch } from '../../http/session-watch.js';
import { createEventStreams, HEARTBEAT_MS, sendEvent, type OrderStreams } from './event-streams.js';
import type { OrderEventFeed } from './order-event-feed.js';
import type { OrderService } from './orders.service.js';

/**
 * GET /orders/:orderId/events (Server-Sent Events), for the order's owner and staff: the order
 * as it is first (`state`), then the whole order again after each change (`status`). It ends as
 * soon as the caller may no longer see the order (signed out, or staff no more: watchSession).
 */
export function orderEventRoutes({
  orders,
  feed,
  requireSession,
  watchSession,
  heartbeatMs = HEARTBEAT_MS,
}: {
  orders: Pick<OrderService, 'findForViewer'>;
  feed: Pick<OrderEventFeed, 'subscribe'>;
  requireSession: RequestHandler;
  watchSession: SessionWatch;
  heartbeatMs?: number;
}): { router: Router; streams: OrderStreams } {
  const { open, streams } = createEventStreams(heartbeatMs);
  const router = Router();

  const path = '/orders/:orderId/events';
  router.get(path, requireSession, async (req, res) => {
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
      sendEvent(res, event, order);
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

    const stopWatching = watchSession(req, res, viewer, async (auth) => {
      // Refused (404) now means the caller may no longer see it.
      await orders.findForViewer(auth, orderId);
      return true;
    });
    open(res, () => {
      unsubscribe();
      stopWatching();
    });
    opened = true;
    refresh();
  });

  router.all(path, methodNotAllowed(path, ['GET']));
  return { router, streams };
}
