import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { voucherSchema } from '../domain/voucher.js';
import { voucherCodeSchema } from '../rules/voucherCode.js';
import { dataResponse } from './responses.js';

export const getCodeBodySchema = z.object({ code: voucherCodeSchema });

/** An unknown code is a 404 envelope; an inactive one is answered with isActive: false. */
export const getCode = defineEndpoint({
  method: 'POST',
  path: '/getcode',
  auth: 'none',
  origin: 'spec',
  body: getCodeBodySchema,
  response: dataResponse(voucherSchema),
});

export const vouchersEndpoints = { getCode } as const satisfies Record<string, EndpointDefinition>;
