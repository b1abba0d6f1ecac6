import { adminDeliveryEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createDeliveryAdminController } from './delivery-admin.controller.js';
import type { DeliveryAdminService } from './delivery-admin.service.js';

/** The console's delivery settings (owners); seat counts change by the minute, so never cached. */
export function deliveryAdminRoutes(admin: DeliveryAdminService) {
  return implement(adminDeliveryEndpoints, createDeliveryAdminController(admin), {
    before: { getDeliverySettings: [noStore], getAdminSlots: [noStore] },
  });
}
