import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { assertSameUser, sessionOf } from '../../http/session-auth.js';
import type { AddressesService } from './addresses.service.js';

type GetAddresses = Endpoints['getAddresses'];
type SaveAddresses = Endpoints['saveAddresses'];

export function createAddressesController(addresses: AddressesService) {
  return {
    async getAddresses(
      { body }: EndpointInput<GetAddresses>,
      req: Request,
    ): Promise<EndpointResponseInput<GetAddresses>> {
      assertSameUser(req, body.userId);
      return {
        success: true,
        data: { address: await addresses.getForUser(sessionOf(req).userId) },
      };
    },

    async saveAddresses(
      { body }: EndpointInput<SaveAddresses>,
      req: Request,
    ): Promise<EndpointResponseInput<SaveAddresses>> {
      assertSameUser(req, body.userId);
      await addresses.replaceForUser(sessionOf(req).userId, body.addresses);
      return { success: true };
    },
  };
}
