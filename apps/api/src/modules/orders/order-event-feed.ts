import mongoose from 'mongoose';
import type { Logger } from '../../logging/logger.js';
import type { OrderEventModel } from './order-events.model.js';

export type OrderEventListener = (orderId: string) => void;

/** Listens to every order (the order board); no order id is ever '*'. */
const EVERY_ORDER = '*';

export interface OrderEventFeedOptions {
  OrderEvent: OrderEventModel;
  logger: Logger;
  /** How often the process looks for new events (a change shows within about this long). */
  pollMs?: number;
  /**
   * How far back each poll reads: events written by another process (whose clock may differ a
   * little) can arrive with an `at` slightly in the past. Seen events are remembered, not resent.
   */
  lookBackMs?: number;
}

/**
 * One poller per API process for the order_events collection: it runs only while someone
 * listens, reads the recent events with one query per interval, and tells the listeners of each
 * order. Change streams would push instead, but need a replica set; this works on any MongoDB and
 * on the embedded engine (docs/architecture.md#live-order-tracking).
 */
export function createOrderEventFeed({
  OrderEvent,
  logger,
  pollMs = 1000,
  lookBackMs = 10_000,
}: OrderEventFeedOptions) {
  const listeners = new Map<string, Set<OrderEventListener>>();
  const seen = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      const since = new Date(Date.now() - lookBackMs);
      const events = await OrderEvent.find({ at: mongoose.trusted({ $gte: since }) })
        .sort({ at: 1 })
        .lean();
      for (const event of events) {
        const id = event._id.toHexString();
        if (seen.has(id)) continue;
        seen.set(id, event.at.getTime());
        for (const listener of listeners.get(event.orderId) ?? []) listener(event.orderId);
        for (const listener of listeners.get(EVERY_ORDER) ?? []) listener(event.orderId);
      }
      for (const [id, at] of seen) if (at < since.getTime()) seen.delete(id);
    } catch (error) {
      logger.warn({ err: error }, 'could not read order events; trying again');
    } finally {
      polling = false;
    }
  }

  async function start(): Promise<void> {
    // What happened before the first listener is history: remember it without announcing it.
    const since = new Date(Date.now() - lookBackMs);
    for (const event of await OrderEvent.find({ at: mongoose.trusted({ $gte: since }) }).lean()) {
      seen.set(event._id.toHexString(), event.at.getTime());
    }
    timer = setInterval(() => void poll(), pollMs);
    timer.unref();
  }

  /** Calls `listener` after each new event of the order; answers the unsubscribe. */
  async function subscribe(orderId: string, listener: OrderEventListener): Promise<() => void> {
    const wasIdle = listeners.size === 0;
    const forOrder = listeners.get(orderId) ?? new Set<OrderEventListener>();
    forOrder.add(listener);
    listeners.set(orderId, forOrder);
    if (wasIdle) starting ??= start();
    try {
      await starting;
    } catch (error) {
      // The next subscriber tries again rather than inheriting this failure.
      forOrder.delete(listener);
      if (forOrder.size === 0) listeners.delete(orderId);
      starting = undefined;
      throw error;
    }
    return () => {
      forOrder.delete(listener);
      if (forOrder.size === 0) listeners.delete(orderId);
      if (listeners.size === 0) {
        clearInterval(timer);
        timer = undefined;
        starting = undefined;
        seen.clear();
      }
    };
  }

  return {
    subscribe,
    /** Calls `listener` with the order id after each new event of any order. */
    subscribeToEveryOrder: (listener: OrderEventListener) => subscribe(EVERY_ORDER, listener),
  };
}

export type OrderEventFeed = ReturnType<typeof createOrderEventFeed>;
