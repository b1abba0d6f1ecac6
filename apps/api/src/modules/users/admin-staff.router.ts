import { adminStaffEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminStaffController } from './admin-staff.controller.js';
import type { StaffService } from './staff.service.js';

/** The 'Staff' screen's endpoints (owners only): staff and owners, grants and revocations. */
export function adminStaffRoutes(staff: StaffService) {
  return implement(adminStaffEndpoints, createAdminStaffController(staff));
}
