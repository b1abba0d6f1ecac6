import { gymsEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { writeJson, type FastRoute, type RawHeaders } from '../../http/fast-path.js';
import { createGymController } from './gyms.controller.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { GymService } from './gyms.service.js';

export function gymRoutes(gyms: GymService, delivery: DeliveryService) {
  return implement(gymsEndpoints, createGymController(gyms, delivery));
}

/**
 * The checkout's gym list is read on every visit and rarely changes: served before Express (see
 * http/fast-path.ts), its bytes made once per version of the cached list.
 */
export function gymFastRoutes(gyms: GymService, securityHeaders: RawHeaders): FastRoute[] {
  const prepared = new WeakMap<readonly unknown[], Buffer>();
  return [
    {
      path: gymsEndpoints.getGyms.path,
      respond: async (_req, res) => {
        const list = await gyms.listGyms();
        let body = prepared.get(list);
        if (body === undefined) {
          body = Buffer.from(JSON.stringify({ success: true, data: list.map((gym) => gym.name) }));
          prepared.set(list, body);
        }
        return writeJson(res, securityHeaders, body);
      },
    },
  ];
}
