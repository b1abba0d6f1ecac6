import mongoose from 'mongoose';
import { createPeriodicWorker } from '../../jobs/periodic-worker.js';
import type { Logger } from '../../logging/logger.js';
import type { AuthEventModel } from './auth-events.model.js';

/** Told the user whose sessions changed; `null`: anything may have changed (the feed failed). */
export type AuthChangeListener = (userId: string | null) => void;

export interface AuthChangesOptions {
  AuthEvent: AuthEventModel;
  logger: Logger;
  /** How often the process reads the changes other processes announced. */
  pollMs?: number;
  /**
   * How far back each poll reads. Every poll re-reads this window, so a change is also applied
   * to what was cached after it (a read that raced it), and an event written by a process whose
   * clock is a little behind is not missed.
   */
  lookBackMs?: number;
}

/**
 * Changes to what a user's sessions prove (see auth-events.model.ts), across API processes. The
 * process making a change announces it: its own listeners hear at once, and every other process
 * within `pollMs` through the auth_events collection. One poller per process, started when it
 * first caches a session, like the order event feed (docs/architecture.md#session-cache); it is one of
 * the process's workers, so shutdown stops it before the database closes.
 */
export function createAuthChanges({
  AuthEvent,
  logger,
  pollMs = 250,
  lookBackMs = 10_000,
}: AuthChangesOptions) {
  const listeners = new Set<AuthChangeListener>();

  const tell = (userId: string | null) => {
    for (const listener of listeners) listener(userId);
  };

  async function poll(): Promise<void> {
    try {
      const since = new Date(Date.now() - lookBackMs);
      const events = await AuthEvent.find(
        { at: mongoose.trusted({ $gte: since }) },
        { userId: 1 },
      ).lean();
      for (const userId of new Set(events.map((event) => event.userId))) tell(userId);
    } catch (error) {
      // Unknown what changed meanwhile: forget everything rather than trust a revoked session.
      tell(null);
      throw error;
    }
  }

  const poller = createPeriodicWorker({
    failureMessage: 'could not read session changes; the session cache was emptied',
    intervalMs: pollMs,
    pass: poll,
    logger,
  });

  return {
    /** Records the change for every process and tells this one's listeners at once. */
    async announce(userId: string): Promise<void> {
      tell(userId);
      await AuthEvent.create({ userId, at: new Date() });
    },

    /** Answers how to stop listening. */
    listen(listener: AuthChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Starts polling: only a process that has cached a session needs the others' changes. */
    hearOtherProcesses(): void {
      poller.start();
    },

    poller,
  };
}

export type AuthChanges = ReturnType<typeof createAuthChanges>;
