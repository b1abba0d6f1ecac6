import { endpoints, type PaymentOrder } from '@gymfuel/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint, type EndpointInput } from '../../../shared/api/client';

export type PaymentOrderInput = EndpointInput<typeof endpoints.createPaymentOrder>;

/**
 * POST /paymentorder: the server prices the order itself, refuses an amount that differs and
 * answers with the provider order to open checkout with (amount in paise).
 */
export const createPaymentOrder = (input: PaymentOrderInput): Promise<PaymentOrder> =>
  callEndpoint(endpoints.createPaymentOrder, input);

export const useCreatePaymentOrder = () => useMutation({ mutationFn: createPaymentOrder });
