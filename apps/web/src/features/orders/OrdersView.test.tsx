import { computeSummary, type Order, type Review } from '@gymfuel/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { FakeEventSource } from '../../test/fake-event-source';
import { doubleClick } from '../../test/double-click';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../test/fetch-stub';
import { makeProduct, makeReview } from '../../test/fixtures';
import { cancelledWithRefund, deliverySlot, lineOf, makeOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { untilIdle } from '../../test/until-idle';

const asha = makeUser({ userName: 'Asha Rao', userPhoto: 'avatar-2' });
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

const delivered = makeOrder(asha, [lineOf(shake, 2), lineOf(bowl)], {
  status: 'Delivered',
  date: '2026-01-20T09:00:00.000Z',
});
const inTransit = makeOrder(asha, [lineOf(bowl)], {
  status: 'In Transit',
  date: '2026-03-02T11:45:00.000Z',
});
const processing = makeOrder(asha, [lineOf(shake)], {
  status: 'Processing',
  date: '2026-03-10T07:30:00.000Z',
});
const cancelled = makeOrder(asha, [lineOf(shake)], {
  status: 'Cancelled',
  date: '2026-02-14T16:00:00.000Z',
});

type Route = StubReply | ((call: RecordedCall) => StubReply);

/** The caller's orders as the API keeps them: a successful cancel changes what the next read sees. */
interface OpenOrdersOptions {
  orders?: Order[];
  routes?: Record<string, Route>;
  /** Where the app starts; the orders view unless a test needs another screen first. */
  path?: string;
}

function openOrders({
  orders = [processing, delivered, cancelled, inTransit],
  routes = {},
  path = '/dashboard/orders',
}: OpenOrdersOptions = {}) {
  let stored = [...orders];
  const reviews: Review[] = [];
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    'POST /getorders': () => ({ body: { success: true, data: stored } }),
    'POST /cancelorder': (call) => {
      const { orderID } = call.body as { orderID: string };
      stored = stored.map((order) =>
        order.orderId === orderID ? { ...order, status: 'Cancelled' } : order,
      );
      return {
        body: {
          success: true,
          message: 'Order cancelled successfully! Refund will be initiated shortly.',
        },
      };
    },
    'POST /addreview': (call) => {
      reviews.unshift(makeReview('Asha Rao', (call.body as { review: string }).review, 'avatar-2'));
      return { body: { success: true, message: 'Review added successfully!' } };
    },
    'GET /getreviews': () => ({ body: { success: true, data: reviews } }),
    ...routes,
  });
  const app = renderApp(path);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...app, callsTo };
}

/** The order cards, in screen order. */
async function cards() {
  const headings = await screen.findAllByRole('heading', { name: /^Order #\d+$/ });
  return headings.map((heading) => {
    const card = heading.closest('li');
    if (!card) throw new Error('an order heading outside a card');
    return within(card);
  });
}

async function cardOf(order: Order) {
  const card = (await screen.findByText(order.orderId)).closest('li.order-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${order.orderId}`);
  return within(card);
}

const metaOf = (card: ReturnType<typeof within>, label: string) =>
  card.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('dashboard orders', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists the newest first, numbered with the newest highest, dated by the first 10 characters', async () => {
    const { callsTo } = openOrders();
    const list = await cards();
    expect(list.map((card) => card.getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Order #4',
      'Order #3',
      'Order #2',
      'Order #1',
    ]);
    expect(list.map((card) => metaOf(card, 'Date'))).toEqual([
      '2026-03-10',
      '2026-03-02',
      '2026-02-14',
      '2026-01-20',
    ]);
    expect(list.map((card) => metaOf(card, 'Order ID'))).toEqual([
      processing.orderId,
      inTransit.orderId,
      cancelled.orderId,
      delivered.orderId,
    ]);
    expect(metaOf(list[3]!, 'Amount')).toBe('₹627.00');
    expect(callsTo('/getorders').map((call) => call.body)).toEqual([{ userId: asha._id }]);
  });

  it('shows the savings of a discounted order beside its amount, and none without a discount', async () => {
    const lines = [lineOf(shake, 2), lineOf(bowl)];
    const summary = computeSummary(
      lines.map((line) => ({ price: line.productPrice, quantity: line.quantity })),
      10,
    );
    const discounted = makeOrder(asha, lines, { summary, paymentAmmount: summary.finalTotal });
    openOrders({ orders: [discounted, processing] });

    const card = await cardOf(discounted);
    expect(metaOf(card, 'Savings')).toBe('−₹62.70');
    expect(metaOf(card, 'Amount')).toBe('₹564.30');
    expect((await cardOf(processing)).queryByText('Savings')).not.toBeInTheDocument();
  });

  it('prices the lines in whole rupees, and with paise only when a price has them', async () => {
    const paise = { ...lineOf(bowl), productPrice: 329.5 };
    const order = makeOrder(asha, [lineOf(shake, 2), paise]);
    openOrders({ orders: [order] });

    const card = await cardOf(order);
    const line = (name: string) => {
      const item = card.getByRole('heading', { name }).closest('li');
      if (!item) throw new Error(`no line for ${name}`);
      return within(item);
    };
    expect(line('Peanut Power Shake').getByText('2 × ₹149')).toBeInTheDocument();
    expect(line('Peanut Power Shake').getByText('₹298')).toBeInTheDocument();
    expect(line('Quinoa Power Bowl').getByText('1 × ₹329.50')).toBeInTheDocument();
    // The amount paid is a total: it keeps its 2 decimals.
    expect(metaOf(card, 'Amount')).toBe('₹627.50');
  });

  it('colours the badges: green Delivered and In Transit, red Cancelled, yellow otherwise', async () => {
    const shipped = makeOrder(asha, [lineOf(bowl)], { status: 'Shipped' });
    openOrders({ orders: [processing, delivered, cancelled, inTransit, shipped] });
    const tone = async (order: Order) => (await cardOf(order)).getByText(order.status).className;
    expect(await tone(delivered)).toContain('status-badge--green');
    expect(await tone(inTransit)).toContain('status-badge--green');
    expect(await tone(cancelled)).toContain('status-badge--red');
    expect(await tone(processing)).toContain('status-badge--yellow');
    expect(await tone(shipped)).toContain('status-badge--yellow');
  });

  it('offers Cancel order only before delivery, and Track Order on every order', async () => {
    openOrders();
    for (const order of [processing, inTransit]) {
      expect(
        (await cardOf(order)).getByRole('button', { name: 'Cancel order' }),
      ).toBeInTheDocument();
    }
    for (const order of [delivered, cancelled]) {
      expect(
        (await cardOf(order)).queryByRole('button', { name: 'Cancel order' }),
      ).not.toBeInTheDocument();
    }
    for (const order of [processing, inTransit, delivered, cancelled]) {
      expect((await cardOf(order)).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
        'href',
        `/orders/trackorder/${order.orderId}`,
      );
    }
  });

  it("links each paid order's tax invoice, and none for an order paid on delivery until it is delivered", async () => {
    const onDelivery = makeOrder(asha, [lineOf(bowl)], {
      paymentMethod: 'pay-on-delivery',
      date: '2026-03-11T07:30:00.000Z',
    });
    const deliveredOnDelivery = makeOrder(asha, [lineOf(bowl)], {
      paymentMethod: 'pay-on-delivery',
      status: 'Delivered',
      date: '2026-03-10T07:30:00.000Z',
    });
    openOrders({ orders: [processing, onDelivery, deliveredOnDelivery] });
    expect(
      (await cardOf(deliveredOnDelivery)).getByRole('link', { name: 'Tax invoice' }),
    ).toHaveAttribute('href', `/orders/invoice/${deliveredOnDelivery.orderId}`);
    expect((await cardOf(processing)).getByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/orders/invoice/${processing.orderId}`,
    );
    expect(
      (await cardOf(onDelivery)).queryByRole('link', { name: 'Tax invoice' }),
    ).not.toBeInTheDocument();
  });

  it('asks before cancelling; No sends nothing', async () => {
    const { user, callsTo } = openOrders();
    await user.click((await cardOf(processing)).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Do you really want to cancel the order? This action cannot be reversed! Note: This Item is non-refundable.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('/cancelorder')).toHaveLength(0);
  });

  it('gives focus to the Orders heading once Yes has removed Cancel order', async () => {
    const { user } = openOrders();
    const card = await cardOf(processing);
    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toHaveFocus();
  });

  it('cancels on Yes, says so and reloads the list', async () => {
    const { user, callsTo } = openOrders();
    const card = await cardOf(processing);
    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(
      await screen.findByText('Order cancelled successfully! Refund will be initiated shortly.'),
    ).toBeInTheDocument();
    expect(callsTo('/cancelorder').map((call) => call.body)).toEqual([
      { userId: asha._id, orderID: processing.orderId },
    ]);
    await waitFor(() => expect(card.getByText('Cancelled')).toHaveClass('status-badge--red'));
    expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(callsTo('/getorders')).toHaveLength(2);
  });

  it('cancels once on a double click of Yes, and says only that it did', async () => {
    // As the server does: the order can be cancelled once, a second cancel is refused.
    let cancels = 0;
    const { user, callsTo, queryClient } = openOrders({
      routes: {
        'POST /cancelorder': () =>
          cancels++ === 0
            ? {
                body: {
                  success: true,
                  message: 'Order cancelled successfully! Refund will be initiated shortly.',
                },
              }
            : apiFailure(409, 'CONFLICT', 'This order is Cancelled and can no longer be cancelled'),
      },
    });
    await user.click((await cardOf(processing)).getByRole('button', { name: 'Cancel order' }));
    const yes = within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' });
    const release = holdRequests('/cancelorder');
    // Both clicks arrive before the screen can show Yes disabled.
    doubleClick(yes);
    await waitFor(() => expect(yes).toBeDisabled());
    release();
    expect(
      await screen.findByText('Order cancelled successfully! Refund will be initiated shortly.'),
    ).toBeInTheDocument();
    await untilIdle(queryClient);
    expect(callsTo('/cancelorder')).toHaveLength(1);
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it('says Something went wrong! when the cancel is refused, and reloads the list', async () => {
    const { user, callsTo } = openOrders({
      routes: {
        'POST /cancelorder': apiFailure(
          409,
          'CONFLICT',
          'This order is Delivered and can no longer be cancelled',
        ),
      },
    });
    await user.click((await cardOf(inTransit)).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('/getorders')).toHaveLength(2));
  });

  it('says Failed to fetch orders! when the list cannot be loaded', async () => {
    openOrders({
      routes: { 'POST /getorders': apiFailure(500, 'INTERNAL', 'Internal server error') },
    });
    expect(await screen.findByText('Failed to fetch orders!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('invites to explore the products when there are no orders', async () => {
    openOrders({ orders: [] });
    expect(await screen.findByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  describe('reviews', () => {
    it('has a review form per line of a Delivered order only', async () => {
      openOrders();
      const deliveredCard = await cardOf(delivered);
      expect(deliveredCard.getByLabelText('Review Peanut Power Shake')).toBeInTheDocument();
      expect(deliveredCard.getByLabelText('Review Quinoa Power Bowl')).toBeInTheDocument();
      for (const order of [processing, inTransit, cancelled]) {
        expect(
          (await cardOf(order)).queryByRole('button', { name: 'Submit review' }),
        ).not.toBeInTheDocument();
      }
    });

    it('shows Reviewed instead of the form for a line the API says is already reviewed', async () => {
      const partlyReviewed = makeOrder(
        asha,
        [
          { ...lineOf(shake), reviewed: true },
          { ...lineOf(bowl), reviewed: false },
        ],
        { status: 'Delivered' },
      );
      openOrders({ orders: [partlyReviewed] });
      const card = await cardOf(partlyReviewed);
      expect(card.queryByLabelText('Review Peanut Power Shake')).not.toBeInTheDocument();
      expect(card.getByText('Reviewed')).toBeInTheDocument();
      expect(card.getByLabelText('Review Quinoa Power Bowl')).toBeInTheDocument();
      expect(card.getAllByRole('button', { name: 'Submit review' })).toHaveLength(1);
    });

    it('counts the characters against the 1000 the server takes, and takes no more', async () => {
      const { user } = openOrders();
      const box = (await cardOf(delivered)).getByLabelText('Review Peanut Power Shake');
      expect(box).toHaveAttribute('maxLength', '1000');
      expect(box).toHaveAccessibleDescription('0 / 1000');
      await user.click(box);
      await user.paste('a'.repeat(812));
      expect(box).toHaveAccessibleDescription('812 / 1000');
      await user.paste('b'.repeat(300));
      expect(box).toHaveAccessibleDescription('1000 / 1000');
    });

    it('says Please enter a review! for an empty or blank review and sends nothing', async () => {
      const { user, callsTo } = openOrders();
      const card = await cardOf(delivered);
      const [submit] = card.getAllByRole('button', { name: 'Submit review' });
      await user.click(submit!);
      expect(await screen.findByText('Please enter a review!')).toBeInTheDocument();
      await user.type(card.getByLabelText('Review Peanut Power Shake'), '    ');
      await user.click(submit!);
      expect(callsTo('/addreview')).toHaveLength(0);
    });

    it('adds the review for that line, says so, and the Reviews page shows it', async () => {
      const { user, router, callsTo } = openOrders({ path: '/review' });
      expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
      await act(() => router.navigate('/dashboard/orders'));
      const card = await cardOf(delivered);
      const field = card.getByLabelText('Review Peanut Power Shake');
      await user.type(field, '  Creamy, not too sweet.  ');
      await user.click(
        within(field.closest('form')!).getByRole('button', { name: 'Submit review' }),
      );

      expect(await screen.findByText('Review added successfully!')).toBeInTheDocument();
      expect(callsTo('/addreview').map((call) => call.body)).toEqual([
        {
          productId: shake._id,
          review: 'Creamy, not too sweet.',
          orderId: delivered.orderId,
          userId: asha._id,
          userName: 'Asha Rao',
          userPhoto: 'avatar-2',
        },
      ]);
      expect(card.queryByLabelText('Review Peanut Power Shake')).not.toBeInTheDocument();
      expect(card.getByLabelText('Review Quinoa Power Bowl')).toBeInTheDocument();

      await act(() => router.navigate('/review'));
      expect(await screen.findByText('Creamy, not too sweet.')).toBeInTheDocument();
    });

    it('adds the review once on a double click of Submit review, and says only that it did', async () => {
      // As the server does: a line is reviewed once, a second review of it is refused.
      let reviewed = 0;
      const { user, callsTo, queryClient } = openOrders({
        routes: {
          'POST /addreview': () =>
            reviewed++ === 0
              ? { body: { success: true, message: 'Review added successfully!' } }
              : apiFailure(
                  409,
                  'CONFLICT',
                  'You have already reviewed this product for this order',
                ),
        },
      });
      const card = await cardOf(delivered);
      const field = card.getByLabelText('Review Peanut Power Shake');
      await user.type(field, 'Creamy, not too sweet.');
      const submit = within(field.closest('form')!).getByRole('button', { name: 'Submit review' });
      const release = holdRequests('/addreview');
      // Both clicks arrive before the screen can show Submit review disabled.
      doubleClick(submit);
      await waitFor(() => expect(submit).toBeDisabled());
      release();
      expect(await screen.findByText('Review added successfully!')).toBeInTheDocument();
      await untilIdle(queryClient);
      expect(callsTo('/addreview')).toHaveLength(1);
      expect(screen.queryByText('Failed to add review!')).not.toBeInTheDocument();
      expect(card.getByText(/Thanks for your review!/)).toBeInTheDocument();
    });

    it('says Failed to add review! when the server refuses it, and keeps the text', async () => {
      const { user } = openOrders({
        routes: {
          'POST /addreview': apiFailure(
            409,
            'CONFLICT',
            'You have already reviewed this product for this order',
          ),
        },
      });
      const card = await cardOf(delivered);
      const field = card.getByLabelText('Review Quinoa Power Bowl');
      await user.type(field, 'Great bowl');
      await user.click(
        within(field.closest('form')!).getByRole('button', { name: 'Submit review' }),
      );
      expect(await screen.findByText('Failed to add review!')).toBeInTheDocument();
      expect(field).toHaveValue('Great bowl');
    });

    it('shows a review the server refuses as invalid at the field, naming it, not Failed to add review!', async () => {
      const { user } = openOrders({
        routes: {
          'POST /addreview': {
            status: 400,
            body: {
              success: false,
              message: 'Invalid request',
              code: 'BAD_REQUEST',
              details: [{ path: 'review', message: 'Must not contain control characters' }],
            },
          },
        },
      });
      const card = await cardOf(delivered);
      const field = card.getByLabelText('Review Quinoa Power Bowl');
      await user.type(field, 'Great bowl');
      await user.click(
        within(field.closest('form')!).getByRole('button', { name: 'Submit review' }),
      );
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Review must not contain control characters'),
      );
      expect(field).toHaveFocus();
      expect(screen.queryByText('Failed to add review!')).not.toBeInTheDocument();
      await user.type(field, '!');
      expect(field).not.toHaveAttribute('aria-invalid');
    });
  });

  describe('live', () => {
    const streamsOf = (order: Order) => FakeEventSource.to(`/orders/${order.orderId}/events`);

    it('shows each order’s delivery slot', async () => {
      const slotted = makeOrder(asha, [lineOf(shake)], {
        slot: deliverySlot,
        gym: { name: 'Iron Temple Andheri', handoverPoint: 'Front desk' },
      });
      openOrders({ orders: [slotted, processing] });
      expect(metaOf(await cardOf(slotted), 'Delivery slot')).toBe(
        'Sat 28 Nov, 18:00–18:30 at Iron Temple Andheri (Front desk)',
      );
      expect((await cardOf(processing)).queryByText('Delivery slot')).not.toBeInTheDocument();
    });

    it('follows every order still on its way, one stream each', async () => {
      openOrders();
      await cards();
      await waitFor(() => expect(streamsOf(processing)).toHaveLength(1));
      expect(streamsOf(inTransit)).toHaveLength(1);
      expect(streamsOf(delivered)).toHaveLength(0);
      expect(streamsOf(cancelled)).toHaveLength(0);
      expect(streamsOf(processing)[0]?.withCredentials).toBe(true);
    });

    it('follows at most the three newest orders on their way, sparing the page’s connections', async () => {
      const moving = [10, 11, 12, 13].map((day) =>
        makeOrder(asha, [lineOf(shake)], { date: `2026-03-${day}T08:00:00.000Z` }),
      );
      openOrders({ orders: [...moving, delivered] });
      await cards();
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(3));
      expect(moving.map((order) => streamsOf(order).length)).toEqual([0, 1, 1, 1]);
    });

    it('moves a card on when the server says so, without reloading the list', async () => {
      const { callsTo } = openOrders();
      const card = await cardOf(processing);
      await waitFor(() => expect(streamsOf(processing)).toHaveLength(1));
      const [stream] = streamsOf(processing);
      stream!.send('status', { ...processing, status: 'Shipped' });

      await waitFor(() => expect(card.getByText('Shipped')).toHaveClass('status-badge--yellow'));
      expect(callsTo('/getorders')).toHaveLength(1);

      stream!.send('status', { ...processing, status: 'Delivered' });
      await waitFor(() => expect(card.getByText('Delivered')).toHaveClass('status-badge--green'));
      expect(card.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
      expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
      expect(stream!.isClosed).toBe(true);
    });

    it('still says the order is cancelled when the stream showed it cancelled before the answer', async () => {
      openOrders();
      const card = await cardOf(processing);
      await waitFor(() => expect(streamsOf(processing)).toHaveLength(1));
      const release = holdRequests('/cancelorder');
      fireEvent.click(card.getByRole('button', { name: 'Cancel order' }));
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
      // The stream is first: the card shows Cancelled and its Cancel order button is gone.
      streamsOf(processing)[0]!.send('status', { ...processing, status: 'Cancelled' });
      await waitFor(() =>
        expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
      );
      release();
      expect(
        await screen.findByText('Order cancelled successfully! Refund will be initiated shortly.'),
      ).toBeInTheDocument();
    });

    it('closes the streams when the view is left', async () => {
      const { unmount } = openOrders();
      await cards();
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
      unmount();
      expect(FakeEventSource.opened.every((stream) => stream.isClosed)).toBe(true);
    });
  });

  describe('refunds', () => {
    const streamsOf = (order: Order) => FakeEventSource.to(`/orders/${order.orderId}/events`);
    // ₹149 and ₹478 paid (formatted like the Amount beside them), all of it given back.
    const refunding = cancelledWithRefund(processing, 'pending');
    const refunded = cancelledWithRefund(
      makeOrder(asha, [lineOf(bowl), lineOf(shake)], { date: '2026-03-08T09:00:00.000Z' }),
      'processed',
    );
    const unrefunded = cancelledWithRefund(inTransit, 'failed');

    it('says where each refund is, and nothing for an order without one', async () => {
      openOrders({ orders: [refunding, refunded, unrefunded, cancelled] });
      expect(await (await cardOf(refunding)).findByText('Refund of ₹149.00 initiated')).toHaveClass(
        'refund-note--pending',
      );
      expect((await cardOf(refunded)).getByText('Refund of ₹478.00 processed')).toBeInTheDocument();
      expect(
        (await cardOf(unrefunded)).getByText('Refund of ₹329.00 failed — we will contact you'),
      ).toBeInTheDocument();
      expect((await cardOf(cancelled)).queryByText(/^Refund of/)).not.toBeInTheDocument();
    });

    it('says which order a refunded second payment repeated (the same cart paid in two tabs)', async () => {
      const repeat = { ...cancelledWithRefund(processing, 'pending'), duplicateOf: 'a1b2c3d4e5f6' };
      openOrders({ orders: [repeat] });
      const card = await cardOf(repeat);
      expect(
        await card.findByText(
          'This cart was already paid for as order a1b2c3d4e5f6. This payment is refunded.',
        ),
      ).toBeInTheDocument();
      expect(card.getByText('Refund of ₹149.00 initiated')).toBeInTheDocument();
    });

    it('follows a cancelled order until its refund is final, without reloading the list', async () => {
      const { callsTo } = openOrders({ orders: [refunding, refunded, cancelled] });
      const card = await cardOf(refunding);
      await waitFor(() => expect(streamsOf(refunding)).toHaveLength(1));
      expect(streamsOf(refunded)).toHaveLength(0);
      expect(streamsOf(cancelled)).toHaveLength(0);

      const [stream] = streamsOf(refunding);
      stream!.send('status', cancelledWithRefund(processing, 'processed'));
      expect(await card.findByText('Refund of ₹149.00 processed')).toBeInTheDocument();
      expect(stream!.isClosed).toBe(true);
      expect(callsTo('/getorders')).toHaveLength(1);
    });

    it('shows the refund a cancel starts, and keeps following the order', async () => {
      let isCancelled = false;
      const { user } = openOrders({
        routes: {
          'POST /getorders': () => ({
            body: { success: true, data: [isCancelled ? refunding : processing] },
          }),
          'POST /cancelorder': () => {
            isCancelled = true;
            return {
              body: {
                success: true,
                message: 'Order cancelled successfully! Refund will be initiated shortly.',
              },
            };
          },
        },
      });
      const card = await cardOf(processing);
      await user.click(card.getByRole('button', { name: 'Cancel order' }));
      await user.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
      );

      expect(await card.findByText('Refund of ₹149.00 initiated')).toBeInTheDocument();
      const [stream, ...more] = streamsOf(processing);
      expect(more).toEqual([]);
      expect(stream!.isClosed).toBe(false);
      stream!.send('status', cancelledWithRefund(processing, 'failed'));
      expect(
        await card.findByText('Refund of ₹149.00 failed — we will contact you'),
      ).toBeInTheDocument();
      expect(stream!.isClosed).toBe(true);
    });
  });

  it('asks a visitor to log in', async () => {
    stubApi({ 'GET /getproducts': { body: [] } });
    renderApp('/dashboard/orders');
    expect(await screen.findByText('Log in to see your orders.')).toBeInTheDocument();
  });
});
