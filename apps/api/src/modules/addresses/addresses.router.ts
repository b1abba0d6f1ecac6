import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createAddressesController } from './addresses.controller.js';
import type { AddressesService } from './addresses.service.js';

export function addressesRoutes(addresses: AddressesService): Route[] {
  const controller = createAddressesController(addresses);
  return [
    route(endpoints.getAddresses, controller.getAddresses),
    route(endpoints.saveAddresses, controller.saveAddresses),
  ];
}
