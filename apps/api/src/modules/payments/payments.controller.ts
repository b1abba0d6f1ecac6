import type { paymentsEndpoints } from '@gymfuel/contracts';
import type { Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { PaymentService } from './payments.service.js';

export function createPaymentController(
  payments: PaymentService,
): Handlers<typeof paymentsEndpoints> {
  return {
    async createPaymentOrder({ body }, req) {
      return payments.createPaymentOrder(sessionOf(req).userId, body);
    },

    /** The body's own copy of the order (userId, amount, lines…) is ignored: the server's record counts. */
    async authorisePayment({ body }, req) {
      return { success: true, ...(await payments.authorisePayment(sessionOf(req).userId, body)) };
    },

    async simulatePayment({ body }, req) {
      return payments.simulatePayment(sessionOf(req).userId, body);
    },

    /** req.rawBody is kept by the JSON parser (http/json-body.ts): the signature covers the exact bytes sent. */
    async razorpayWebhook({ body }, req) {
      await payments.handleWebhook({
        rawBody: req.rawBody,
        signature: req.get('x-razorpay-signature'),
        eventId: req.get('x-razorpay-event-id'),
        body,
      });
      return { success: true };
    },
  };
}
