import { addressesEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAddressesController } from './addresses.controller.js';
import type { AddressesService } from './addresses.service.js';

export function addressesRoutes(addresses: AddressesService) {
  return implement(addressesEndpoints, createAddressesController(addresses));
}
