import type { EndpointInput } from '../../http/endpoint.js';
import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { VoucherService } from './voucher.service.js';

type GetCode = Endpoints['getCode'];

export function createVoucherController(vouchers: VoucherService) {
  return {
    async getCode({ body }: EndpointInput<GetCode>): Promise<EndpointResponseInput<GetCode>> {
      return { success: true, data: await vouchers.findByCode(body.code) };
    },
  };
}
