import { clientConfigResponse } from '../../test/client-config';
import type {
  CartItem,
  DeliverySlot,
  Gym,
  PaymentOrder,
  PaymentResult,
  Summary,
} from '@gymfuel/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { keepAppliedVoucher, readAppliedVoucher } from '../../shared/checkout/applied-voucher';
import {
  CHECKOUT_STORAGE_KEY,
  readCheckoutState,
  setCheckoutAddress,
  setCheckoutSlot,
  startCheckout,
} from '../../shared/checkout/checkout-state';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { doubleClick } from '../../test/double-click';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { deliveryAddress, deliverySlot, lineOf, makeOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { makeCartItem } from '../../test/shop-api';
import { untilIdle } from '../../test/until-idle';
import { RAZORPAY_CHECKOUT_URL, type RazorpayConstructor } from './razorpay-checkout';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const summary: Summary = {
  originalPrice: 447,
  storePickup: 0,
  discountedAmmount: 67.05,
  tax: 0,
  finalTotal: 379.95,
};
const simulatedOrder: PaymentOrder & { slot: DeliverySlot } = {
  id: 'order_SIM0001',
  amount: 37995,
  currency: 'INR',
  provider: 'simulated',
  slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
};
const signed: PaymentResult = {
  razorpay_order_id: 'order_SIM0001',
  razorpay_payment_id: 'pay_SIM0001',
  razorpay_signature: 'f'.repeat(64),
};
const placed = makeOrder(asha, [lineOf(shake, 3)]);
const gymRecord: Gym = {
  _id: 'c'.repeat(24),
  name: deliveryAddress.gym_name,
  area: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  opensAt: '05:30',
  closesAt: '22:30',
  handoverPoint: 'Front desk',
};
const PAYMENT_PATH = '/cart/checkout/payment';

function startPayableOrder() {
  startCheckout({ lines: [{ proId: shake._id, quantity: 3 }], summary, voucherCode: 'PROTEIN15' });
  setCheckoutSlot(deliverySlot);
  setCheckoutAddress(deliveryAddress);
}

/** The API as seen from payment: the cart empties once an order is created, as on the server. */
function stubPaymentApi(
  routes: Record<string, StubReply | ((call: RecordedCall) => StubReply)> = {},
) {
  let cart: CartItem[] = [makeCartItem(asha, shake, 3)];
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake] },
    'GET /config': clientConfigResponse(),
    'GET /gyms': { body: { success: true, data: [gymRecord] } },
    'GET /getcart': () => ({ body: cart }),
    'POST /getfav': { body: { success: true, favourites: [] } },
    'POST /paymentorder': { body: simulatedOrder },
    'POST /payments/simulate': (call) => ({
      body:
        (call.body as { outcome: string }).outcome === 'success'
          ? signed
          : { success: false, message: 'The test payment failed' },
    }),
    'POST /authpayment': () => {
      cart = [];
      return { body: { success: true, orderId: placed.orderId } };
    },
    'POST /getorder': { body: { success: true, data: placed } },
    ...routes,
  });
  return (path: string) => calls.filter((call) => call.path === path);
}

function openPayment(routes: Parameters<typeof stubPaymentApi>[0] = {}) {
  const callsTo = stubPaymentApi(routes);
  return { ...renderApp(PAYMENT_PATH), callsTo };
}

/** Opens the cart first, so its query is cached when payment runs. */
function openPaymentFromCart() {
  const callsTo = stubPaymentApi();
  return { ...renderApp('/cart'), callsTo };
}

const payNow = () => screen.findByRole('button', { name: 'Pay Now' });

/** 'Success !' is shown, and the placed order's confirmation page opens. */
async function expectPlaced(router: { state: { location: { pathname: string } } }) {
  expect(await screen.findByText('Success !')).toBeInTheDocument();
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(
      `/cart/checkout/payment/confirmation/${placed.orderId}`,
    ),
  );
}

describe('payment', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  afterEach(() => {
    delete window.Razorpay;
    document.head
      .querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)
      .forEach((script) => script.remove());
  });

  it('sends an empty order back to /cart', async () => {
    const { router } = openPayment();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends a corrupt order back to /cart', async () => {
    window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, '{"lines":[]}');
    const { router } = openPayment();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends an order without a delivery address back to checkout', async () => {
    startCheckout({ lines: [{ proId: shake._id, quantity: 3 }], summary, voucherCode: undefined });
    setCheckoutSlot(deliverySlot);
    const { router } = openPayment();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
  });

  it('sends an order without a delivery slot back to checkout', async () => {
    startCheckout({ lines: [{ proId: shake._id, quantity: 3 }], summary, voucherCode: undefined });
    setCheckoutAddress(deliveryAddress);
    const { router } = openPayment();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
  });

  it('shows the chosen slot with the gym’s handover point', async () => {
    startPayableOrder();
    openPayment();
    const delivery = within(await screen.findByRole('region', { name: 'Delivering to' }));
    const slot = delivery.getByText('Delivery slot', { selector: 'dt' }).parentElement;
    await waitFor(() =>
      expect(slot?.querySelector('dd')).toHaveTextContent(
        'Sat 28 Nov, 18:00–18:30 at Flex Zone Koramangala (Front desk)',
      ),
    );
  });

  it.each([
    ['none (a gym chosen at checkout)', { city: '', country: '' }],
    ['a stale one', { city: 'Mumbai', country: 'Indien' }],
  ])(
    'names the gym with its own city and India, as the order will, whatever city the form held: %s',
    async (_case, held) => {
      startCheckout({
        lines: [{ proId: shake._id, quantity: 3 }],
        summary,
        voucherCode: undefined,
      });
      setCheckoutSlot(deliverySlot);
      setCheckoutAddress({ ...deliveryAddress, ...held });
      openPayment();
      const delivery = within(await screen.findByRole('region', { name: 'Delivering to' }));
      const gym = delivery.getByText('Gym', { selector: 'dt' }).parentElement;
      await waitFor(() =>
        expect(gym?.querySelector('dd')).toHaveTextContent(
          /^Flex Zone Koramangala, Bengaluru, India$/,
        ),
      );
    },
  );

  it('shows the summary, the online method and Pay Now, but no Place Your Order', async () => {
    startPayableOrder();
    openPayment();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment' });
    // The page's own heading is the only one a lookup by 'Payment' finds, whatever its case.
    expect(screen.getAllByRole('heading', { name: /payment/i })).toEqual([heading]);
    expect(screen.getByText('Pay To Proceed')).toBeInTheDocument();

    const orderSummary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(await orderSummary.findByText('Peanut Power Shake')).toBeInTheDocument();
    const valueOf = (label: string) =>
      orderSummary.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');
    expect(valueOf('Original price')).toHaveTextContent('₹447.00');
    expect(valueOf('Savings')).toHaveTextContent('−₹67.05');
    expect(valueOf('Total')).toHaveTextContent('₹379.95');

    const method = within(screen.getByRole('region', { name: 'How you pay' }));
    expect(method.getByText('Online payment')).toBeInTheDocument();
    expect(await method.findByText(/Test mode/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivering to' })).toHaveTextContent(
      'Flex Zone Koramangala, Bengaluru, India',
    );
    expect(await payNow()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Place Your Order' })).not.toBeInTheDocument();
  });

  it('opens the order cancelled since the webhook placed it, saying so rather than Success !', async () => {
    startPayableOrder();
    const { user, router } = openPayment({
      'POST /authpayment': { body: { success: true, orderId: placed.orderId, cancelled: true } },
    });
    await user.click(await payNow());
    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    await user.click(dialog.getByRole('button', { name: 'Pay' }));

    expect(
      await screen.findByText('This order has already been cancelled. Its payment is refunded.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/orders/trackorder/${placed.orderId}`),
    );
    expect(screen.queryByText('Success !')).not.toBeInTheDocument();
    expect(readCheckoutState()).toBeNull();
  });

  it('opens the order another tab placed for the same cart, saying this payment is refunded', async () => {
    startPayableOrder();
    const { user, router } = openPayment({
      'POST /authpayment': {
        body: {
          success: true,
          orderId: 'abcdef012345',
          cancelled: true,
          duplicateOf: placed.orderId,
        },
      },
    });
    await user.click(await payNow());
    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    await user.click(dialog.getByRole('button', { name: 'Pay' }));

    expect(
      await screen.findByText(
        'This cart was already paid for in another tab. This payment is refunded.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/cart/checkout/payment/confirmation/${placed.orderId}`,
      ),
    );
    expect(screen.queryByText('Success !')).not.toBeInTheDocument();
    expect(readCheckoutState()).toBeNull();
  });

  it('pays through the test checkout: Pay, then the order is verified and the confirmation opens', async () => {
    startPayableOrder();
    keepAppliedVoucher(asha._id, { code: 'PROTEIN15', discountPercentage: 15, rules: '' });
    const { user, router, callsTo } = openPayment();
    await user.click(await payNow());

    expect(callsTo('/paymentorder').map((call) => call.body)).toEqual([
      {
        amount: 379.95,
        currency: 'INR',
        order: [{ proId: shake._id, quantity: 3 }],
        code: 'PROTEIN15',
        address: deliveryAddress,
        slot: { date: '2026-11-28', start: '18:00' },
      },
    ]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    expect(dialog.getByText('₹379.95')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Pay' })).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Pay' }));
    await expectPlaced(router);
    expect(callsTo('/payments/simulate').map((call) => call.body)).toEqual([
      { order_id: simulatedOrder.id, outcome: 'success' },
    ]);
    expect(callsTo('/authpayment').map((call) => call.body)).toEqual([signed]);
    expect(
      await screen.findByRole('heading', { name: 'Thanks for your order!' }),
    ).toBeInTheDocument();
    expect(readCheckoutState()).toBeNull();
    // The order used the voucher: the next cart starts without one.
    expect(readAppliedVoucher(asha._id)).toBeNull();
  });

  it('re-reads the cart after a payment, which the server has emptied', async () => {
    startPayableOrder();
    const { user, router, callsTo } = openPaymentFromCart();
    expect(await screen.findByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
    await act(() => router.navigate(PAYMENT_PATH));
    await user.click(await payNow());
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    await screen.findByRole('heading', { name: 'Thanks for your order!' });

    await act(() => router.navigate('/cart'));
    expect(
      await screen.findByRole('heading', { name: 'Shopping Cart Is Empty' }),
    ).toBeInTheDocument();
    expect(callsTo('/getcart').length).toBeGreaterThan(1);
  });

  it('says Something went wrong ! on Fail, and keeps the order and the cart', async () => {
    startPayableOrder();
    const { user, router, callsTo } = openPayment();
    await user.click(await payNow());
    await user.click(await screen.findByRole('button', { name: 'Fail' }));

    expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
    expect(callsTo('/payments/simulate').map((call) => call.body)).toEqual([
      { order_id: simulatedOrder.id, outcome: 'failure' },
    ]);
    expect(callsTo('/authpayment')).toHaveLength(0);
    expect(callsTo('/clearcart')).toHaveLength(0);
    expect(router.state.location.pathname).toBe(PAYMENT_PATH);
    expect(readCheckoutState()?.lines).toEqual([{ proId: shake._id, quantity: 3 }]);
    expect(await payNow()).toBeEnabled();
  });

  it('closes the test checkout with Escape without paying', async () => {
    startPayableOrder();
    const { user, callsTo, queryClient } = openPayment();
    await user.click(await payNow());
    await screen.findByRole('dialog', { name: 'Test payment' });
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
    await untilIdle(queryClient);
    expect(callsTo('/payments/simulate')).toHaveLength(0);
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
    expect(await payNow()).toHaveFocus();
  });

  it('says Something went wrong ! when the server refuses the payment, and stays', async () => {
    startPayableOrder();
    const { user, router } = openPayment({
      'POST /authpayment': apiFailure(400, 'BAD_REQUEST', 'Payment verification failed'),
    });
    await user.click(await payNow());
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PAYMENT_PATH);
    expect(readCheckoutState()).not.toBeNull();
  });

  it.each([
    [
      'the gym is no longer served',
      apiFailure(400, 'BAD_REQUEST', "We do not deliver to the gym 'Flex Zone Koramangala'"),
      "We do not deliver to the gym 'Flex Zone Koramangala'",
    ],
    [
      'the total is below ₹1 with no code to blame',
      apiFailure(400, 'BAD_REQUEST', 'The total is below ₹1.00, the smallest order we can take'),
      'The total is below ₹1.00, the smallest order we can take',
    ],
    [
      'a field is refused',
      {
        status: 400,
        body: {
          success: false,
          message: 'Invalid request',
          code: 'BAD_REQUEST',
          details: [{ path: 'address.phone', message: 'Must be at most 20 characters' }],
        },
      },
      'Phone must be at most 20 characters',
    ],
  ])(
    'says the server’s words, not Something went wrong !, when %s (a 400), and stays',
    async (_case, refusal, message) => {
      startPayableOrder();
      const { user, router } = openPayment({ 'POST /paymentorder': refusal });
      await user.click(await payNow());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(PAYMENT_PATH);
      expect(readCheckoutState()).not.toBeNull();
      // Pay Now is offered again once the refusal is in.
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    },
  );

  it('says Something went wrong ! when no payment order can be made for another reason', async () => {
    startPayableOrder();
    const { user } = openPayment({
      'POST /paymentorder': apiFailure(500, 'INTERNAL', 'Something went wrong'),
    });
    await user.click(await payNow());
    expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for one payment order on a double click, with Pay Now disabled meanwhile', async () => {
    startPayableOrder();
    const { callsTo, queryClient } = openPayment();
    const release = holdRequests('/paymentorder');
    const pay = await payNow();
    // Both clicks of a double click arrive before the screen can show the button disabled.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    release();
    await screen.findByRole('dialog', { name: 'Test payment' });
    await untilIdle(queryClient);
    expect(callsTo('/paymentorder')).toHaveLength(1);
  });

  it.each([
    ['a double click on Pay', 'Pay'],
    ['Pay, then Fail before the screen shows them disabled', 'Fail'],
  ])('answers the test checkout once for %s, and pays', async (_case, second) => {
    startPayableOrder();
    // As the server does: a test payment that succeeded refuses a later failure.
    let paid = false;
    const { callsTo, queryClient, router, user } = openPayment({
      'POST /payments/simulate': (call) => {
        if ((call.body as { outcome: string }).outcome === 'success') {
          paid = true;
          return { body: signed };
        }
        return paid
          ? apiFailure(409, 'CONFLICT', 'This test payment has already succeeded')
          : { body: { success: false, message: 'The test payment failed' } };
      },
    });
    await user.click(await payNow());
    const dialog = within(await screen.findByRole('dialog', { name: 'Test payment' }));
    const pay = dialog.getByRole('button', { name: 'Pay' });
    const release = holdRequests('/payments/simulate');
    doubleClick(pay, dialog.getByRole('button', { name: second }));
    await waitFor(() => expect(pay).toBeDisabled());
    release();
    await expectPlaced(router);
    await untilIdle(queryClient);
    expect(callsTo('/payments/simulate').map((call) => call.body)).toEqual([
      { order_id: simulatedOrder.id, outcome: 'success' },
    ]);
    expect(callsTo('/authpayment')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
  });

  it.each([
    ['full', 'This delivery slot is full. Please pick another.'],
    ['closed', 'This delivery slot is closed. Please pick another.'],
  ])(
    'goes back to checkout to pick another slot when the slot is %s (409), in the server’s words',
    async (_case, message) => {
      startPayableOrder();
      const { user, router } = openPayment({
        'POST /paymentorder': apiFailure(409, 'CONFLICT', message),
        'GET /getgyms': { body: { success: true, data: [deliveryAddress.gym_name] } },
        'POST /getadd': { body: { success: true, data: { address: '[]' } } },
      });
      await user.click(await payNow());

      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
      expect(readCheckoutState()).toMatchObject({ address: deliveryAddress, slot: null });
      expect(await screen.findByRole('heading', { name: 'Delivery slot' })).toBeInTheDocument();
      expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
    },
  );

  it.each([
    [
      'the cart changed since checkout (409)',
      apiFailure(409, 'CONFLICT', 'Your cart has changed. Please review it before paying.'),
      'Your cart has changed. Please review it before paying.',
    ],
    [
      'the voucher expired',
      apiFailure(400, 'BAD_REQUEST', 'This code has expired'),
      'This code has expired',
    ],
  ])('goes back to /cart with the server’s words when %s', async (_case, refusal, message) => {
    startPayableOrder();
    // Meanwhile another tab paid for these lines, and the server emptied the cart.
    let cart = [makeCartItem(asha, shake, 3)];
    const { user, router } = openPayment({
      'GET /getcart': () => ({ body: cart }),
      'POST /paymentorder': () => {
        cart = [];
        return refusal;
      },
    });
    await user.click(await payNow());

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByRole('heading', { name: 'Shopping Cart Is Empty' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
  });

  it('goes back to /cart, which shows the new price, when a price changed since checkout', async () => {
    startPayableOrder();
    // The owner raised the shake from ₹149 to ₹159: the server's cart holds the new price.
    const { user, router } = openPayment({
      'GET /getcart': { body: [makeCartItem(asha, { ...shake, price: 159 }, 3)] },
      'POST /paymentorder': apiFailure(
        400,
        'BAD_REQUEST',
        'The amount does not match the order total; please review your cart and try again',
      ),
    });
    await user.click(await payNow());

    expect(
      await screen.findByText(
        'The amount does not match the order total; please review your cart and try again',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    // The line at 3 × ₹159 (and the original price with it).
    expect(await screen.findAllByText('₹477.00')).not.toHaveLength(0);
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
  });

  it('goes back to /cart with the server’s words when a product in it sold out meanwhile', async () => {
    startPayableOrder();
    const { user, router } = openPayment({
      'POST /paymentorder': apiFailure(409, 'CONFLICT', 'This item is sold out today'),
    });
    await user.click(await payNow());

    expect(await screen.findByText('This item is sold out today')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
  });

  it.each([
    'This code has expired',
    'This code is not active yet',
    'Add ₹50 more to use this code',
    'This code has been fully used',
    'You have already used this code',
    'This code is for your first order only',
    'This code would bring your total below ₹1',
  ])('goes back to /cart without the code when the server refuses it: %s', async (message) => {
    startPayableOrder();
    keepAppliedVoucher(asha._id, { code: 'PROTEIN15', discountPercentage: 15, rules: '' });
    const { user, router } = openPayment({
      'POST /paymentorder': apiFailure(409, 'CONFLICT', message),
    });
    await user.click(await payNow());

    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(readAppliedVoucher(asha._id)).toBeNull();
    expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
  });

  it.each([
    // Switched off by the owner after the shopper applied it.
    'This code is not active',
    // Gone from the shop's vouchers (deleted from the database) after it was applied.
    'Invalid code',
  ])(
    'goes back to /cart without the code when the server refuses it with a 400: %s',
    async (message) => {
      startPayableOrder();
      keepAppliedVoucher(asha._id, { code: 'PROTEIN15', discountPercentage: 15, rules: '' });
      const { user, router } = openPayment({
        'POST /paymentorder': apiFailure(400, 'BAD_REQUEST', message),
      });
      await user.click(await payNow());

      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
      expect(readAppliedVoucher(asha._id)).toBeNull();
      expect(screen.queryByText('Something went wrong !')).not.toBeInTheDocument();
    },
  );

  it('keeps the code when the refusal is not about it', async () => {
    startPayableOrder();
    keepAppliedVoucher(asha._id, { code: 'PROTEIN15', discountPercentage: 15, rules: '' });
    const { user, router } = openPayment({
      'POST /paymentorder': apiFailure(
        409,
        'CONFLICT',
        'Your cart has changed. Please review it before paying.',
      ),
      // The cart asks about its kept code when it opens: the code still applies.
      'POST /getcode': {
        body: {
          success: true,
          data: { code: 'PROTEIN15', isActive: true, discountPercentage: 15, rules: '' },
        },
      },
    });
    await user.click(await payNow());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await screen.findByRole('region', { name: 'Order summary' });
    expect(readAppliedVoucher(asha._id)).toMatchObject({ code: 'PROTEIN15' });
  });

  it('alerts when the provider order comes back without an id, and opens nothing', async () => {
    startPayableOrder();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, callsTo } = openPayment({
      'POST /paymentorder': {
        body: {
          amount: 37995,
          currency: 'INR',
          provider: 'simulated',
          slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
        },
      },
    });
    await user.click(await payNow());
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Oops! Something went wrong while opening Razorpay checkout.',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo('/payments/simulate')).toHaveLength(0);
  });

  describe('in razorpay mode', () => {
    const razorpayOrder: PaymentOrder & { slot: DeliverySlot } = {
      id: 'order_RZP0001',
      amount: 37995,
      currency: 'INR',
      provider: 'razorpay',
      keyId: 'rzp_test_key',
      slot: { date: '2026-11-28', start: '18:00', end: '18:30' },
    };

    /** Stands in for Checkout.js: records what the shop opens and lets a test answer it. */
    function fakeCheckout() {
      const opened: {
        options: ConstructorParameters<RazorpayConstructor>[0];
        failed?: (response: unknown) => void;
      }[] = [];
      window.Razorpay = class {
        private readonly entry: (typeof opened)[number];
        constructor(options: ConstructorParameters<RazorpayConstructor>[0]) {
          this.entry = { options };
          opened.push(this.entry);
        }
        on(_event: 'payment.failed', listener: (response: unknown) => void) {
          this.entry.failed = listener;
        }
        open() {}
      };
      return opened;
    }

    it('opens Checkout.js with the key, amount, order id, prefill and theme, and verifies the payment', async () => {
      startPayableOrder();
      const opened = fakeCheckout();
      const { user, router, callsTo } = openPayment({
        'POST /paymentorder': { body: razorpayOrder },
      });
      await user.click(await payNow());

      await waitFor(() => expect(opened).toHaveLength(1));
      const { options } = opened[0]!;
      expect(options).toMatchObject({
        key: 'rzp_test_key',
        amount: 37995,
        currency: 'INR',
        order_id: 'order_RZP0001',
        prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
        theme: { color: '#166534' },
      });

      const paid = {
        razorpay_order_id: 'order_RZP0001',
        razorpay_payment_id: 'pay_RZP1',
        razorpay_signature: 'a'.repeat(64),
      };
      act(() => options.handler(paid));
      await expectPlaced(router);
      expect(callsTo('/authpayment').map((call) => call.body)).toEqual([paid]);
      expect(callsTo('/payments/simulate')).toHaveLength(0);
    });

    it('verifies a payment once, however often Checkout.js reports it', async () => {
      startPayableOrder();
      const opened = fakeCheckout();
      const { user, router, callsTo, queryClient } = openPayment({
        'POST /paymentorder': { body: razorpayOrder },
      });
      await user.click(await payNow());
      await waitFor(() => expect(opened).toHaveLength(1));
      const paid = {
        razorpay_order_id: 'order_RZP0001',
        razorpay_payment_id: 'pay_RZP1',
        razorpay_signature: 'a'.repeat(64),
      };
      const release = holdRequests('/authpayment');
      act(() => {
        opened[0]!.options.handler(paid);
        opened[0]!.options.handler(paid);
      });
      release();
      await expectPlaced(router);
      await untilIdle(queryClient);
      expect(callsTo('/authpayment')).toHaveLength(1);
    });

    it('says Something went wrong ! for a declined attempt, and for an answer that is not a payment', async () => {
      startPayableOrder();
      const opened = fakeCheckout();
      const { user, callsTo, queryClient } = openPayment({
        'POST /paymentorder': { body: razorpayOrder },
      });
      await user.click(await payNow());
      await waitFor(() => expect(opened).toHaveLength(1));

      act(() => opened[0]!.failed?.({ error: { code: 'BAD_REQUEST_ERROR' } }));
      expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
      act(() => opened[0]!.options.handler({ razorpay_payment_id: 'pay_RZP1' }));
      await untilIdle(queryClient);
      expect(callsTo('/authpayment')).toHaveLength(0);
      expect(readCheckoutState()).not.toBeNull();
    });

    it('loads Checkout.js from Razorpay, and alerts when it cannot be loaded', async () => {
      startPayableOrder();
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      // The test DOM loads no scripts: Checkout.js fails at once, as it does offline.
      const requested: string[] = [];
      const scripts = new MutationObserver((changes) =>
        changes.forEach((change) =>
          change.addedNodes.forEach((node) => {
            if (node instanceof HTMLScriptElement) requested.push(node.src);
          }),
        ),
      );
      scripts.observe(document.head, { childList: true });
      const { user } = openPayment({ 'POST /paymentorder': { body: razorpayOrder } });
      await user.click(await payNow());

      await waitFor(() =>
        expect(alert).toHaveBeenCalledWith(
          'Oops! Something went wrong while opening Razorpay checkout.',
        ),
      );
      scripts.disconnect();
      expect(requested).toEqual([RAZORPAY_CHECKOUT_URL]);
      expect(await payNow()).toBeEnabled();
    });
  });
});
