/**
 * A response's headers without those that differ per connection and per second, to check that
 * the fast path (http/fast-path.ts) answers with the headers Express would.
 */
export const comparableHeaders = ({ headers }: { headers: Record<string, string> }) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );
