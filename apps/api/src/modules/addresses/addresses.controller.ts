import type { addressesEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { callerOf } from '../../http/session-auth.js';
import type { AddressesService } from './addresses.service.js';

export function createAddressesController(
  addresses: AddressesService,
): Handlers<typeof addressesEndpoints> {
  return {
    async getAddresses({ body }, req) {
      return {
        success: true,
        data: { address: await addresses.getForUser(callerOf(req, body.userId).userId) },
      };
    },

    async saveAddresses({ body }, req) {
      await addresses.replaceForUser(callerOf(req, body.userId).userId, body.addresses);
      return { success: true };
    },
  };
}
