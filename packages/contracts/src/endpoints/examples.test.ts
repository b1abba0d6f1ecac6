import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from './table.js';
import { EXAMPLES, type Examples } from '../test/endpointExamples.js';
import { requestSchemaOf } from '../test/requestSchema.js';

describe.each(Object.entries(EXAMPLES) as [EndpointName, Examples][])('%s', (name, examples) => {
  const endpoint = endpoints[name];
  const requestSchema = requestSchemaOf(endpoint);

  if (requestSchema) {
    it('accepts a valid request', () => {
      const result = requestSchema.safeParse(examples.request);
      expect(result.error?.issues).toBeUndefined();
    });

    it.each(examples.badRequests ?? [])('refuses a request with %s', (_label, body) => {
      expect(requestSchema.safeParse(body).success).toBe(false);
    });

    it('has invalid request examples', () => {
      expect(examples.badRequests?.length ?? 0).toBeGreaterThan(0);
    });
  } else {
    it('takes no request data', () => {
      expect(examples.request).toBeUndefined();
    });
  }

  it('accepts a valid response', () => {
    const result = endpoint.response.safeParse(examples.response);
    expect(result.error?.issues).toBeUndefined();
  });

  it.each(examples.badResponses)('refuses a response with %s', (_label, body) => {
    expect(endpoint.response.safeParse(body).success).toBe(false);
  });
});
