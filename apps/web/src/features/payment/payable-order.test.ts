import type { Summary } from '@gymfuel/contracts';
import { deliveryAddress, deliverySlot } from '../../test/order-fixtures';
import {
  isPayable,
  toDirectOrderInput,
  toPaymentOrderInput,
  type PayableOrder,
} from './payable-order';

const summary: Summary = {
  originalPrice: 298,
  storePickup: 0,
  discountedAmmount: 29.8,
  tax: 0,
  finalTotal: 268.2,
};
const order: PayableOrder = {
  lines: [
    { proId: 'a'.repeat(24), quantity: 2 },
    { proId: 'b'.repeat(24), quantity: 1 },
  ],
  summary,
  voucherCode: 'FIT10',
  address: { ...deliveryAddress, city: '', country: '' },
  slot: deliverySlot,
};

describe('payable order', () => {
  it('needs a delivery address and a delivery slot', () => {
    expect(isPayable(order)).toBe(true);
    expect(isPayable({ ...order, address: null })).toBe(false);
    expect(isPayable({ ...order, slot: null })).toBe(false);
  });

  it('asks /paymentorder for the total the shopper saw, with the lines, voucher, address and slot', () => {
    expect(toPaymentOrderInput(order)).toEqual({
      amount: 268.2,
      currency: 'INR',
      order: order.lines,
      code: 'FIT10',
      address: order.address,
      slot: { date: '2026-11-28', start: '18:00' },
    });
    expect(toPaymentOrderInput({ ...order, voucherCode: undefined }).code).toBeUndefined();
  });

  it('places a pay-on-delivery order with product ids, quantities, the joined address and the slot', () => {
    expect(toDirectOrderInput(order)).toEqual({
      userName: 'Asha Rao',
      address: 'Flex Zone Koramangala',
      phoneNumber: '9876543210',
      paymentMethod: 'pay-on-delivery',
      order: [
        { productId: 'a'.repeat(24), quantity: 2 },
        { productId: 'b'.repeat(24), quantity: 1 },
      ],
      code: 'FIT10',
      slot: { date: '2026-11-28', start: '18:00' },
    });
  });
});
