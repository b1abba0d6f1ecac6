import { describe, expect, it } from 'vitest';
import { parseSavedAddresses } from '../domain/address.js';
import { endpoints } from './table.js';
import { ORDER_ID, PRODUCT_ID, USER_ID, address } from '../test/fixtures.js';

describe('request parsing', () => {
  it('strips unknown keys but keeps the spec fields the server ignores', () => {
    const parsed = endpoints.addCart.body.parse({
      proId: PRODUCT_ID,
      quantity: 2,
      price: 1,
      isAdmin: true,
    });
    expect(parsed).toEqual({ proId: PRODUCT_ID, quantity: 2, price: 1 });
  });

  it('lets userId be left out, since identity comes from the session', () => {
    expect(endpoints.clearCart.body.parse({})).toEqual({});
    expect(endpoints.cancelOrder.body.parse({ orderID: ORDER_ID })).toEqual({ orderID: ORDER_ID });
  });

  it('normalises the sign-up e-mail, name and phone', () => {
    expect(
      endpoints.signUp.body.parse({
        email: ' Asha@Example.IN ',
        password: ' spaces kept ',
        userName: '  Asha ',
        phoneNumber: '+91 98765 43210',
      }),
    ).toEqual({
      email: 'asha@example.in',
      password: ' spaces kept ',
      userName: 'Asha',
      phoneNumber: '9876543210',
    });
  });

  it('normalises the login query the same way as the login body', () => {
    const credentials = { email: 'ASHA@example.in', password: 'x' };
    expect(endpoints.loginWithQuery.query.parse(credentials)).toEqual(
      endpoints.login.body.parse(credentials),
    );
  });

  it('upper-cases voucher codes, and treats an empty optional one as none', () => {
    expect(endpoints.getCode.body.parse({ code: ' gym15' })).toEqual({ code: 'GYM15' });
    const base = {
      amount: 1,
      currency: 'INR',
      order: [{ proId: PRODUCT_ID, quantity: 1 }],
      address,
    };
    expect(endpoints.createPaymentOrder.body.parse({ ...base, code: '' }).code).toBeUndefined();
    expect(endpoints.createPaymentOrder.body.parse({ ...base, code: 'fit10' }).code).toBe('FIT10');
  });

  it('hands the server the normalised address list to store', () => {
    const parsed = endpoints.saveAddresses.body.parse({
      userId: USER_ID,
      addresses: JSON.stringify([{ ...address, your_email: 'ASHA@EXAMPLE.IN' }]),
    });
    expect(JSON.parse(parsed.addresses)).toEqual([address]);
  });

  it('keeps every field of the webhook event for the handler', () => {
    const event = { event: 'order.paid', payload: {}, account_id: 'acc_1' };
    expect(endpoints.razorpayWebhook.body.parse(event)).toEqual(event);
  });

  it('refuses an advance that does not name its target status', () => {
    const parsed = endpoints.advanceOrder.body.safeParse({ orderId: ORDER_ID });
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['status', 'Required'],
    ]);
  });
});

describe('every phone a shopper types', () => {
  const pasted = '(+91) 98765-43210';
  const withAddressPhone = (phone: string) => ({ ...address, phone });

  it.each([
    [
      'sign-up',
      (phone: string) =>
        endpoints.signUp.body.parse({
          email: 'asha@example.in',
          password: 'correct horse',
          userName: 'Asha',
          phoneNumber: phone,
        }).phoneNumber,
    ],
    [
      'profile',
      (phone: string) =>
        endpoints.updateUser.body.parse({
          email: 'asha@example.in',
          updatedemail: 'asha@example.in',
          userName: 'Asha',
          phoneNumber: phone,
          address: '',
          userPhoto: 'avatar-1',
        }).phoneNumber,
    ],
    [
      'checkout',
      (phone: string) =>
        endpoints.createPaymentOrder.body.parse({
          amount: 150,
          currency: 'INR',
          order: [{ proId: PRODUCT_ID, quantity: 1 }],
          address: withAddressPhone(phone),
        }).address.phone,
    ],
    [
      'saved addresses',
      (phone: string) => {
        const { addresses } = endpoints.saveAddresses.body.parse({
          addresses: JSON.stringify([withAddressPhone(phone)]),
        });
        return parseSavedAddresses(addresses)[0]?.phone;
      },
    ],
  ])('%s: normalised by the one shared rule, then checked', (_form, parsePhone) => {
    expect(parsePhone(pasted)).toBe('9876543210');
    expect(() => parsePhone('98765 4321')).toThrow('Enter a valid 10-digit Indian mobile number');
  });
});

describe('response parsing', () => {
  it('reads a failed test payment', () => {
    expect(
      endpoints.simulatePayment.response.safeParse({ success: false, message: 'Payment failed' })
        .success,
    ).toBe(true);
  });

  it('carries the Razorpay key only when there is one', () => {
    const base = {
      id: 'order_1',
      amount: 100,
      currency: 'INR',
      slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
    };
    expect(
      endpoints.createPaymentOrder.response.parse({
        ...base,
        provider: 'razorpay',
        keyId: 'rzp_test_1',
      }).keyId,
    ).toBe('rzp_test_1');
    expect(
      endpoints.createPaymentOrder.response.safeParse({ ...base, provider: 'paypal' }).success,
    ).toBe(false);
  });
});
