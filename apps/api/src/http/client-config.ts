import { clientConfigEndpoints, type ClientConfig } from '@gymfuel/contracts';
import type { Config } from '../config/env.js';
import { implement } from './endpoint.js';

/** GET /config: public settings the web needs before drawing sign-in and payment screens. */
export function clientConfigRoutes(
  config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'payments' | 'PAY_ON_DELIVERY' | 'legal'>,
) {
  const data: ClientConfig = {
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    paymentsProvider: config.payments.provider,
    payOnDelivery: config.PAY_ON_DELIVERY,
    legal: config.legal,
  };
  return implement(clientConfigEndpoints, {
    async getClientConfig() {
      return { success: true, data };
    },
  });
}
