import { API_PREFIX } from './client';

/** How long a stream the server refused first waits before it is opened again. */
const STREAM_RETRY_MS = 5_000;
/** The longest wait, as refusals repeat (a session that ended, a role taken away). */
const STREAM_RETRY_MAX_MS = 60_000;

/**
 * Opens a Server-Sent Events stream under /api, with the session cookie, and keeps it open.
 * EventSource reconnects by itself when a connection drops, but an answer that is not a stream
 * (a 502 or 503 from the proxy while the API restarts) closes it for good: the screen would stop
 * following without a word. Such a stream is opened again after STREAM_RETRY_MS, then twice as
 * long after each refusal in a row, up to a minute. `listen` adds the screen's listeners to each
 * EventSource opened; `onRefused`, when given, hears of each refusal (a 401 or 403 among them:
 * the session may have ended, or its role been taken away). Returns the function that closes it.
 */
export function openEventStream(
  path: string,
  listen: (source: EventSource) => void,
  onRefused?: () => void,
): () => void {
  let current: EventSource;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wait = STREAM_RETRY_MS;
  const open = () => {
    const source = new EventSource(API_PREFIX + path, { withCredentials: true });
    source.addEventListener('open', () => {
      wait = STREAM_RETRY_MS;
    });
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return;
      retry = setTimeout(open, wait);
      wait = Math.min(wait * 2, STREAM_RETRY_MAX_MS);
      onRefused?.();
    });
    listen(source);
    current = source;
  };
  open();
  return () => {
    clearTimeout(retry);
    current.close();
  };
}
