import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface OpenEventStream {
  status: number;
  contentType: string | null;
  /** Every event received so far, in order. */
  events: EventSourceMessage[];
  /** Every comment line received so far (heartbeats). */
  comments: string[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Polls (generously) until an event matches; fails with what did arrive. */
  waitFor(
    match: (event: EventSourceMessage) => boolean,
    timeoutMs?: number,
  ): Promise<EventSourceMessage>;
  /** Leaves, as a closed browser tab does. */
  close(): void;
}

const POLL_MS = 25;

/** Polls `check` until it answers something other than undefined, or fails after `timeoutMs`. */
export async function pollUntil<T>(
  check: () => T | undefined,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Opens a Server-Sent Events stream over real HTTP, as a browser's EventSource would, and
 * records what arrives (parsed by eventsource-parser). A refusal is answered with its status and
 * no events.
 */
export async function openEventStream(url: string, cookie?: string): Promise<OpenEventStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: 'text/event-stream', ...(cookie === undefined ? {} : { Cookie: cookie }) },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const parser = createParser({
    onEvent: (event) => events.push(event),
    onComment: (comment) => comments.push(comment),
  });
  const ended = (async () => {
    if (response.body === null) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments,
    ended,
    waitFor: (match, timeoutMs = 10_000) =>
      pollUntil(
        () => events.find(match),
        timeoutMs,
        () => `events so far: ${JSON.stringify(events)}`,
      ),
    close: () => controller.abort(),
  };
}
