import { act, renderHook } from '@testing-library/react';
import {
  CHECKOUT_STORAGE_KEY,
  clearCheckoutState,
  readCheckoutState,
  setCheckoutAddress,
  setCheckoutSlot,
  startCheckout,
  useCheckoutState,
  type CheckoutOrder,
} from './checkout-state';
import { refuseStorage } from '../../test/refusing-storage';
import { deliveryAddress as address, deliverySlot as slot } from '../../test/order-fixtures';

const order: CheckoutOrder = {
  lines: [
    { proId: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 3 },
    { proId: 'bbbbbbbbbbbbbbbbbbbbbbbb', quantity: 1 },
  ],
  summary: {
    originalPrice: 776,
    storePickup: 0,
    discountedAmmount: 77.6,
    tax: 0,
    finalTotal: 698.4,
  },
  voucherCode: 'FIT10',
};

const stored = () => JSON.parse(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null');

describe('checkout state', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is null before any checkout', () => {
    expect(readCheckoutState()).toBeNull();
  });

  it('keeps the order in sessionStorage, with no address or slot until they are chosen', () => {
    expect(startCheckout(order)).toBe(true);
    expect(stored()).toEqual({ ...order, address: null, slot: null });
    expect(readCheckoutState()).toEqual({ ...order, address: null, slot: null });

    expect(setCheckoutSlot(slot)).toBe(true);
    expect(setCheckoutAddress(address)).toBe(true);
    expect(readCheckoutState()).toEqual({ ...order, address, slot });
  });

  it('drops the slot when told to, keeping the address', () => {
    startCheckout(order);
    setCheckoutSlot(slot);
    setCheckoutAddress(address);
    expect(setCheckoutSlot(null)).toBe(true);
    expect(readCheckoutState()).toEqual({ ...order, address, slot: null });
  });

  it('starts a new order without the previous address and slot', () => {
    startCheckout(order);
    setCheckoutSlot(slot);
    setCheckoutAddress(address);
    startCheckout({ ...order, voucherCode: undefined });
    expect(readCheckoutState()).toEqual({
      ...order,
      voucherCode: undefined,
      address: null,
      slot: null,
    });
  });

  it('refuses an address or a slot when there is no order', () => {
    expect(setCheckoutAddress(address)).toBe(false);
    expect(setCheckoutSlot(slot)).toBe(false);
    expect(readCheckoutState()).toBeNull();
  });

  it('forgets the order when cleared', () => {
    startCheckout(order);
    clearCheckoutState();
    expect(readCheckoutState()).toBeNull();
    expect(window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{lines:'],
    ['JSON that is not an object', '42'],
    ['no lines', JSON.stringify({ ...order, lines: [] })],
    [
      'a quantity of 11',
      JSON.stringify({ ...order, lines: [{ proId: 'a'.repeat(24), quantity: 11 }] }),
    ],
    [
      'a quantity given as text',
      JSON.stringify({ ...order, lines: [{ proId: 'a'.repeat(24), quantity: '3' }] }),
    ],
    ['a product twice', JSON.stringify({ ...order, lines: [order.lines[0], order.lines[0]] })],
    [
      'a malformed product id',
      JSON.stringify({ ...order, lines: [{ proId: '$ne', quantity: 1 }] }),
    ],
    ['a summary without a total', JSON.stringify({ ...order, summary: { originalPrice: 776 } })],
    [
      'an address without a phone',
      JSON.stringify({ ...order, address: { ...address, phone: '' } }),
    ],
    ['a slot on no real date', JSON.stringify({ ...order, slot: { ...slot, date: '2026-02-30' } })],
  ])('reads %s as no checkout, without throwing', (_case, raw) => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, raw);
    expect(readCheckoutState()).toBeNull();
  });

  it('tells subscribed screens when the order changes', () => {
    const { result } = renderHook(() => useCheckoutState());
    expect(result.current).toBeNull();
    act(() => {
      startCheckout(order);
    });
    expect(result.current?.lines).toEqual(order.lines);
    act(() => clearCheckoutState());
    expect(result.current).toBeNull();
  });

  it('says so when storage refuses to keep the order', () => {
    refuseStorage('sessionStorage', { reads: 'allowed' });
    expect(startCheckout(order)).toBe(false);
    expect(readCheckoutState()).toBeNull();
  });
});
