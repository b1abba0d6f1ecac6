import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import type { AddressesService } from './addresses.service.js';

type GetAddresses = Endpoints['getAddresses'];
type SaveAddresses = Endpoints['saveAddresses'];

export function createAddressesController(addresses: AddressesService) {
  return {
    async getAddresses(
      { body }: EndpointInput<GetAddresses>,
      req: Request,
    ): Promise<EndpointResponseInput<GetAddresses>> {
      return {
        success: true,
        data: { address: await addresses.getForUser(callerOf(req, body.userId).userId) },
      };
    },

    async saveAddresses(
      { body }: EndpointInput<SaveAddresses>,
      req: Request,
    ): Promise<EndpointResponseInput<SaveAddresses>> {
      await addresses.replaceForUser(callerOf(req, body.userId).userId, body.addresses);
      return { success: true };
    },
  };
}
