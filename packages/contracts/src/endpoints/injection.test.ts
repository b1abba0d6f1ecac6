import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from './table.js';
import { EXAMPLES } from '../test/endpointExamples.js';
import { requestSchemaOf } from '../test/requestSchema.js';

type Path = (string | number)[];

/** Paths of every string inside a value, however deep. */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  }
  return [];
}

function replaceAt(value: unknown, [head, ...rest]: Path, replacement: unknown): unknown {
  if (head === undefined) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/**
 * Parts of a body the server never reads, so nothing there reaches a query: the spec client's
 * copy of the order in /authpayment, and everything of Razorpay's webhook event but its name
 * (that body is trusted only once its signature over the raw bytes checks out).
 */
const IGNORED: Partial<Record<EndpointName, (path: Path) => boolean>> = {
  authorisePayment: ([head]) => head === 'order' || head === 'summary',
  razorpayWebhook: ([head]) => head !== 'event',
};

const OPERATORS = [{ $ne: '' }, { $gt: '' }, { $regex: '.*' }, ['a'], 1, true, null];

describe('operator injection', () => {
  for (const [name, examples] of Object.entries(EXAMPLES) as [
    EndpointName,
    { request?: unknown },
  ][]) {
    const schema = requestSchemaOf(endpoints[name]);
    if (!schema) continue;
    const ignored = IGNORED[name] ?? (() => false);
    const paths = stringPaths(examples.request).filter((path) => !ignored(path));

    it.each(paths.map((path) => [path.join('.'), path] as const))(
      `${name}: refuses a non-string at %s`,
      (_label, path) => {
        for (const operator of OPERATORS) {
          const tampered = replaceAt(examples.request, path, operator);
          expect(schema.safeParse(tampered).success, JSON.stringify(operator)).toBe(false);
        }
      },
    );
  }
});
