import { formatShippingAddress, type Address } from '@gymfuel/contracts';
import type { CheckoutState } from '../../shared/checkout/checkout-state';
import type { DirectOrderInput } from './api/add-order';
import type { PaymentOrderInput } from './api/create-payment-order';

/** A checkout whose delivery address was chosen: everything payment needs. */
export type PayableOrder = CheckoutState & { address: Address };

export const isPayable = (order: CheckoutState): order is PayableOrder => order.address !== null;

/**
 * The /paymentorder request: the lines, the voucher and the total the shopper saw. The server
 * reprices the lines, refuses a total that differs and makes its own receipt, so none is sent.
 */
export function toPaymentOrderInput({
  lines,
  summary,
  voucherCode,
  address,
}: PayableOrder): PaymentOrderInput {
  return {
    amount: summary.finalTotal,
    currency: 'INR',
    order: lines,
    code: voucherCode,
    address,
  };
}

/** The /addorder request of a pay-on-delivery order. */
export function toDirectOrderInput({
  lines,
  voucherCode,
  address,
}: PayableOrder): DirectOrderInput {
  return {
    userName: address.your_name,
    address: formatShippingAddress(address),
    phoneNumber: address.phone,
    paymentMethod: 'pay-on-delivery',
    order: lines.map(({ proId, quantity }) => ({ productId: proId, quantity })),
    code: voucherCode,
  };
}
