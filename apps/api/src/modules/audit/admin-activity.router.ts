import { adminActivityEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { createAdminActivityController } from './admin-activity.controller.js';
import type { ActivityService } from './activity.service.js';

/** The 'Activity' view's endpoint (owners only): the audit log, by person and by kind. */
export function adminActivityRoutes(activity: ActivityService) {
  return implement(adminActivityEndpoints, createAdminActivityController(activity));
}
