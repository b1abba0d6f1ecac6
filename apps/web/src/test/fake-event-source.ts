import { act } from '@testing-library/react';

type Listener = (event: MessageEvent<string>) => void;

/**
 * Stands in for the browser's EventSource (the test DOM has none): it records every stream the app
 * opens, and a test plays the server's side with `send`. Installed for every test by setup.ts.
 */
export class FakeEventSource {
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  /** Every stream opened in the current test, in order. */
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials: boolean;
  readyState = FakeEventSource.OPEN;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL, init?: EventSourceInit) {
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    const listeners = this.listeners.get(type) ?? new Set();
    listeners.add(listener);
    this.listeners.set(type, listeners);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  get isClosed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server sends one event, its data as JSON (or as given, when text). */
  send(type: string, data: unknown): void {
    if (this.isClosed) throw new Error(`${this.url} is closed: nothing reaches it`);
    const event = new MessageEvent(type, {
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
    act(() => this.listeners.get(type)?.forEach((listener) => listener(event)));
  }

  /** The connection drops; a real EventSource then reconnects by itself. */
  fail(): void {
    act(() =>
      this.listeners.get('error')?.forEach((listener) => listener(new MessageEvent('error'))),
    );
  }

  /**
   * The server answers with something other than a stream (a 502 or 503 while the API restarts):
   * a real EventSource then closes for good, and says so once with an error event.
   */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    act(() =>
      this.listeners.get('error')?.forEach((listener) => listener(new MessageEvent('error'))),
    );
  }

  /** The streams opened so far to `path` (the API path, as the web asks for it under /api). */
  static to(path: string): FakeEventSource[] {
    return FakeEventSource.opened.filter((source) => source.url === `/api${path}`);
  }
}
