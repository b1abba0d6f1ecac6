import { describe, expect, it } from 'vitest';
import { openApiPath } from './paths.js';

describe('openApiPath', () => {
  it('keeps a path without parameters as it is', () => {
    expect(openApiPath('/payments/razorpay/webhook')).toEqual({
      path: '/payments/razorpay/webhook',
      parameters: [],
    });
  });

  it("turns each ':name' into '{name}' with a required path parameter", () => {
    expect(openApiPath('/orders/:orderId/lines/:line_no')).toEqual({
      path: '/orders/{orderId}/lines/{line_no}',
      parameters: [
        { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'line_no', in: 'path', required: true, schema: { type: 'string' } },
      ],
    });
  });

  it('refuses Express patterns OpenAPI cannot express', () => {
    expect(() => openApiPath('/files/*rest')).toThrow("/files/*rest: only ':name' parameters");
    expect(() => openApiPath('/orders{/:orderId}')).toThrow("only ':name' parameters");
  });
});
