import type { adminStaffEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { StaffService } from './staff.service.js';

export function createAdminStaffController(
  staff: StaffService,
): Handlers<typeof adminStaffEndpoints> {
  return {
    async listStaff() {
      return { success: true, data: await staff.list() };
    },

    async setStaffRole({ body }, req) {
      return { success: true, data: await staff.setRole(sessionOf(req), body.email, body.role) };
    },
  };
}
