import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  /** The API path, without the /api prefix the web adds. */
  path: string;
  /** The query string's parameters (a GET's input). */
  query: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  headers: Record<string, string>;
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

export type StubHandler = StubReply | ((call: RecordedCall) => StubReply);

/**
 * Replaces `fetch` (the network boundary) for one test. Routes are keyed 'METHOD /path';
 * anything unrouted answers a 404 envelope, as the API does. Returns the calls made.
 */
export function stubApi(routes: Record<string, StubHandler>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      // Header names are case-insensitive; happy-dom's Headers keeps the case they were set in.
      headers: Object.fromEntries(
        [...new Headers(init.headers).entries()].map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const reply = typeof handler === 'function' ? handler(call) : handler;
    const { status = 200, body } = reply ?? {
      status: 404,
      body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/**
 * Holds every request to `path` (API path, as routed in stubApi) until the returned function is
 * called, so a test can look at a screen while the request is in flight. Call after stubApi:
 * held requests reach it, and are recorded, only once released.
 */
export function holdRequests(path: string): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stubbedFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === `/api${path}`) await released;
    return stubbedFetch(input, init);
  });
  return release;
}
