import { formatShippingAddress, type Address, type DeliverySlot } from '@gymfuel/contracts';
import type { CheckoutState } from '../../shared/checkout/checkout-state';
import type { DirectOrderInput } from './api/add-order';
import type { PaymentOrderInput } from './api/create-payment-order';

/** A checkout whose delivery address and slot were chosen: everything payment needs. */
export type PayableOrder = CheckoutState & { address: Address; slot: DeliverySlot };

export const isPayable = (order: CheckoutState): order is PayableOrder =>
  order.address !== null && order.slot !== null;

/** The slot as the server books it: a day and a start time (it knows the end). */
const slotChoiceOf = ({ date, start }: DeliverySlot) => ({ date, start });

/**
 * The /paymentorder request: the lines, the voucher, the total the shopper saw and the slot. The
 * server reprices the lines, refuses a total that differs and makes its own receipt, so none is
 * sent.
 */
export function toPaymentOrderInput({
  lines,
  summary,
  voucherCode,
  address,
  slot,
}: PayableOrder): PaymentOrderInput {
  return {
    amount: summary.finalTotal,
    currency: 'INR',
    order: lines,
    code: voucherCode,
    address,
    slot: slotChoiceOf(slot),
  };
}

/** The /addorder request of a pay-on-delivery order. */
export function toDirectOrderInput({
  lines,
  voucherCode,
  address,
  slot,
}: PayableOrder): DirectOrderInput {
  return {
    userName: address.your_name,
    address: formatShippingAddress(address),
    phoneNumber: address.phone,
    paymentMethod: 'pay-on-delivery',
    order: lines.map(({ proId, quantity }) => ({ productId: proId, quantity })),
    code: voucherCode,
    slot: slotChoiceOf(slot),
  };
}
