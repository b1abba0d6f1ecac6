import type { EndpointResponseInput, Endpoints } from '@gymfuel/contracts';
import type { Request } from 'express';
import type { EndpointInput } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { PaymentService } from './payment.service.js';

type Handler<E extends keyof Endpoints> = (
  input: EndpointInput<Endpoints[E]>,
  req: Request,
) => Promise<EndpointResponseInput<Endpoints[E]>>;

export function createPaymentController(payments: PaymentService) {
  const createPaymentOrder: Handler<'createPaymentOrder'> = async ({ body }, req) =>
    payments.createPaymentOrder(sessionOf(req).userId, body);

  /** The body's own copy of the order (userId, amount, lines…) is ignored: the server's record counts. */
  const authorisePayment: Handler<'authorisePayment'> = async ({ body }, req) => ({
    success: true,
    orderId: await payments.authorisePayment(sessionOf(req).userId, body),
  });

  const simulatePayment: Handler<'simulatePayment'> = async ({ body }, req) =>
    payments.simulatePayment(sessionOf(req).userId, body);

  /** req.rawBody is kept by the JSON parser (app.ts): the signature covers the exact bytes sent. */
  const razorpayWebhook: Handler<'razorpayWebhook'> = async ({ body }, req) => {
    await payments.handleWebhook({
      rawBody: req.rawBody,
      signature: req.get('x-razorpay-signature'),
      eventId: req.get('x-razorpay-event-id'),
      body,
    });
    return { success: true };
  };

  return { createPaymentOrder, authorisePayment, simulatePayment, razorpayWebhook };
}
