import type { adminActivityEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import type { ActivityService } from './activity.service.js';

export function createAdminActivityController(
  activity: ActivityService,
): Handlers<typeof adminActivityEndpoints> {
  return {
    async listActivity({ query }) {
      const { entries, nextCursor } = await activity.list(query);
      return { success: true, data: entries, nextCursor };
    },
  };
}
