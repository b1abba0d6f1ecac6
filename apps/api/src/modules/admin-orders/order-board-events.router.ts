import { ORDER_BOARD_EVENTS, ORDER_BOARD_EVENTS_PATH, STAFF_ROLES } from '@gymfuel/contracts';
import { Router, type RequestHandler } from 'express';
import { methodNotAllowed } from '../../http/mount-routes.js';
import { holdsRole, sessionOf } from '../../http/session-auth.js';
import type { SessionWatch } from '../../http/session-watch.js';
import {
  createEventStreams,
  HEARTBEAT_MS,
  sendEvent,
  type OrderStreams,
} from '../orders/event-streams.js';
import type { OrderEventFeed } from '../orders/order-event-feed.js';
import type { AdminOrderService } from './admin-orders.service.js';

/**
 * GET /admin/orders/events (Server-Sent Events), for staff: one stream per open board, fed by
 * the process's one order_events poller, so a change made by another operator, another API
 * process or the ops CLI reaches every board. `ready` once it listens (the board then reads its
 * list again, so nothing before is missed), then each changed order's card (`order`), whatever
 * its date: the board keeps those its filters show. The stream ends as soon as its caller is no
 * longer staff or signed in (watchSession): shoppers' names and phones stop with the role.
 */
export function orderBoardEventRoutes({
  board,
  feed,
  requireStaff,
  watchSession,
  heartbeatMs = HEARTBEAT_MS,
}: {
  board: Pick<AdminOrderService, 'findCard'>;
  feed: Pick<OrderEventFeed, 'subscribeToEveryOrder'>;
  requireStaff: RequestHandler;
  watchSession: SessionWatch;
  heartbeatMs?: number;
}): { router: Router; streams: OrderStreams } {
  const { open, streams } = createEventStreams(heartbeatMs);
  const router = Router();

  router.get(ORDER_BOARD_EVENTS_PATH, requireStaff, async (req, res) => {
    // Reads run one after another, so a board sees an order's changes in order, never a stale one last.
    let latest = Promise.resolve();
    let opened = false;
    const sendCard = async (orderId: string) => {
      const card = await board.findCard(orderId);
      if (card !== null && !res.writableEnded) sendEvent(res, ORDER_BOARD_EVENTS.order, card);
    };
    const onChange = (orderId: string) => {
      if (!opened) return;
      // A failed read ends the stream: the browser reconnects and the board reads its list again.
      latest = latest
        .then(() => sendCard(orderId))
        .catch(() => {
          res.end();
        });
    };
    // Listening starts before `ready`, so a change made after the board's next read still arrives.
    const unsubscribe = await feed.subscribeToEveryOrder(onChange);
    if (req.socket.destroyed) {
      unsubscribe();
      return;
    }
    const stopWatching = watchSession(req, res, sessionOf(req), (auth) =>
      holdsRole(auth, STAFF_ROLES),
    );
    open(res, () => {
      unsubscribe();
      stopWatching();
    });
    opened = true;
    sendEvent(res, ORDER_BOARD_EVENTS.ready, {});
  });

  router.all(ORDER_BOARD_EVENTS_PATH, methodNotAllowed(ORDER_BOARD_EVENTS_PATH, ['GET']));
  return { router, streams };
}
