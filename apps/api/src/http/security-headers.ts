import type { Request, RequestHandler, Response } from 'express';

/**
 * The headers a header-only middleware (helmet) sets, captured once, so the fast path sends
 * exactly what the app's middleware would, without running it per request.
 */
export function headersSetBy(middleware: RequestHandler): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, String(value));
      return recorder;
    },
    removeHeader: (name: string) => {
      headers.delete(name);
    },
  };
  middleware({} as Request, recorder as unknown as Response, () => {});
  return [...headers];
}
