import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { deliverySlot, lineOf, makeOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const order = makeOrder(asha, [lineOf(shake, 2)], {
  userName: 'Asha Rao',
  address: 'Flex Zone Koramangala, Bengaluru, India',
  phoneNumber: '9876543210',
});

function openConfirmation(
  orderId: string,
  getOrder: StubReply | (() => StubReply) = { body: { success: true, data: order } },
) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake] },
    'POST /getorder': getOrder,
  });
  const app = renderApp(`/cart/checkout/payment/confirmation/${orderId}`);
  return { ...app, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

const detail = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');

describe('order confirmation', () => {
  beforeEach(() => window.localStorage.clear());

  it('links the tax invoice of an order paid online, and none for pay on delivery', async () => {
    const app = openConfirmation(order.orderId);
    expect(await screen.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/orders/invoice/${order.orderId}`,
    );
    app.unmount();
    const onDelivery = { ...order, paymentMethod: 'pay-on-delivery' as const };
    openConfirmation(order.orderId, { body: { success: true, data: onDelivery } });
    expect(await screen.findByRole('link', { name: 'Track your order' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
  });

  it("dates the confirmation on India's calendar, whatever the browser's zone", async () => {
    // 00:30 on 14 March in India; the suite's browser runs in UTC, still on 13 March.
    vi.useFakeTimers({
      now: new Date('2026-03-14T00:30:00+05:30'),
      toFake: ['Date'],
      shouldAdvanceTime: true,
    });
    openConfirmation(order.orderId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for your order!' }),
    ).toBeInTheDocument();
    vi.useRealTimers();
    expect(detail('Date')).toHaveTextContent('14 March 2026');
  });

  it('thanks the shopper with the order number, the promises, the details and the two links', async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-14T09:30:00+05:30'),
      toFake: ['Date'],
      shouldAdvanceTime: true,
    });
    const { callsTo } = openConfirmation(order.orderId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks for your order!' }),
    ).toBeInTheDocument();
    vi.useRealTimers();

    expect(screen.getByText(`#${order.orderId}`)).toBeInTheDocument();
    expect(screen.getByText(/processed within 24 hours on working days/)).toBeInTheDocument();
    expect(
      screen.getByText(/notify you by e-mail once your order has been shipped/),
    ).toBeInTheDocument();
    expect(detail('Date')).toHaveTextContent('14 March 2026');
    expect(detail('Payment Method')).toHaveTextContent('Online');
    expect(detail('Name')).toHaveTextContent('Asha Rao');
    expect(detail('Address')).toHaveTextContent('Flex Zone Koramangala, Bengaluru, India');
    expect(detail('Phone')).toHaveTextContent('9876543210');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `/orders/trackorder/${order.orderId}`,
    );
    expect(screen.getByRole('link', { name: 'Return to shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(callsTo('/getorder').map((call) => call.body)).toEqual([{ orderId: order.orderId }]);
  });

  it('says the delivery slot and where the gym hands the order over', async () => {
    const slotted = {
      ...order,
      slot: deliverySlot,
      gym: { name: 'Iron Temple Andheri', handoverPoint: 'Front desk' },
    };
    openConfirmation(slotted.orderId, { body: { success: true, data: slotted } });
    await screen.findByRole('heading', { name: 'Thanks for your order!' });
    expect(detail('Delivery slot')).toHaveTextContent(
      'Sat 28 Nov, 18:00–18:30 at Iron Temple Andheri (Front desk)',
    );
  });

  it('shows no slot for an order from before delivery slots', async () => {
    openConfirmation(order.orderId);
    await screen.findByRole('heading', { name: 'Thanks for your order!' });
    expect(screen.queryByText('Delivery slot')).not.toBeInTheDocument();
  });

  it('lists the items with their quantities, and the amount paid with the discount', async () => {
    const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);
    const discounted = makeOrder(asha, [lineOf(shake, 2), lineOf(bowl, 1)], {
      summary: {
        originalPrice: 627,
        storePickup: 0,
        discountedAmmount: 94.05,
        tax: 0,
        finalTotal: 532.95,
      },
      paymentAmmount: 532.95,
    });
    openConfirmation(discounted.orderId, { body: { success: true, data: discounted } });

    const ordered = within(await screen.findByRole('region', { name: 'Your order' }));
    const lines = ordered.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Peanut Power Shake2 × ₹149₹298',
      'Quinoa Power Bowl1 × ₹329₹329',
    ]);
    const amount = (label: string) =>
      ordered.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');
    expect(amount('Original price')).toHaveTextContent('₹627.00');
    expect(amount('Savings')).toHaveTextContent('−₹94.05');
    expect(amount('Amount paid')).toHaveTextContent('₹532.95');
  });

  it('says No order details found! for an order the server does not know (or not yours)', async () => {
    openConfirmation('0123456789ab', apiFailure(404, 'NOT_FOUND', 'No order details found!'));
    expect(
      await screen.findByRole('heading', { name: 'No order details found!' }),
    ).toBeInTheDocument();
  });

  it('says No order details found! for a mangled id without asking the server', async () => {
    const { callsTo } = openConfirmation('not-an-order');
    expect(
      await screen.findByRole('heading', { name: 'No order details found!' }),
    ).toBeInTheDocument();
    expect(callsTo('/getorder')).toHaveLength(0);
  });

  it('offers to try again when the server cannot answer, and then shows the order', async () => {
    let failing = true;
    const { user } = openConfirmation(order.orderId, () =>
      failing
        ? apiFailure(500, 'INTERNAL', 'Internal server error')
        : { body: { success: true, data: order } },
    );
    const notice = await screen.findByRole('alert');
    expect(
      within(notice).getByText('This order could not be loaded right now.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thanks for your order!' }),
    ).toBeInTheDocument();
  });
});
