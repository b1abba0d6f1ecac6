import type { adminDeliveryEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { DeliveryAdminService } from './delivery-admin.service.js';

export function createDeliveryAdminController(
  admin: DeliveryAdminService,
): Handlers<typeof adminDeliveryEndpoints> {
  return {
    async getDeliverySettings() {
      return { success: true, data: await admin.settings() };
    },
    async getAdminSlots({ query }) {
      return { success: true, data: await admin.slots(query.gym, query.date) };
    },
    async setGymHours({ body }, req) {
      return { success: true, data: await admin.setHours(sessionOf(req), body) };
    },
    async setDefaultCapacity({ body }, req) {
      return { success: true, data: await admin.setDefaultCapacity(sessionOf(req), body.capacity) };
    },
    async setSlotCapacity({ body }, req) {
      return { success: true, data: await admin.setCapacity(sessionOf(req), body) };
    },
  };
}
