import { endpoints } from '@gymfuel/contracts';
import { route, type Route } from '../../http/endpoint.js';
import { createPaymentController } from './payment.controller.js';
import type { PaymentService } from './payment.service.js';

export function paymentRoutes(payments: PaymentService): Route[] {
  const controller = createPaymentController(payments);
  return [
    route(endpoints.createPaymentOrder, controller.createPaymentOrder),
    route(endpoints.authorisePayment, controller.authorisePayment),
    route(endpoints.simulatePayment, controller.simulatePayment),
    route(endpoints.razorpayWebhook, controller.razorpayWebhook),
  ];
}
