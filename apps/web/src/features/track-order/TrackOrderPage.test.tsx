import type { Order } from '@gymfuel/contracts';
import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { FakeEventSource } from '../../test/fake-event-source';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { cancelledWithRefund, deliverySlot, lineOf, makeOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

function openTracking(orderId: string, getOrder: StubReply) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    'POST /getorder': getOrder,
  });
  const app = renderApp(`/orders/trackorder/${orderId}`);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return Object.assign(callsTo, { unmount: app.unmount });
}

const trackOrder = (order: Order) =>
  openTracking(order.orderId, { body: { success: true, data: order } });

/** Each timeline step by its visible name, with its highlight. */
async function timeline() {
  const list = await screen.findByRole('list', { name: 'Order status' });
  return within(list)
    .getAllByRole('listitem')
    .map((step) => ({
      name: step.querySelector('.timeline__label')?.firstChild?.textContent,
      state: /timeline__step--(\w+)/.exec(step.className)?.[1],
      current: step.getAttribute('aria-current'),
    }));
}

describe('order tracking', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the items and the summary of the order', async () => {
    const order = makeOrder(asha, [lineOf(shake, 3), lineOf(bowl, 1)], {
      summary: {
        originalPrice: 776,
        storePickup: 0,
        discountedAmmount: 116.4,
        tax: 0,
        finalTotal: 659.6,
      },
    });
    const callsTo = trackOrder(order);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track Order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`#${order.orderId}`)).toBeInTheDocument();

    const items = within(screen.getByRole('region', { name: 'Items' }));
    const shakeLine = within(
      items.getByRole('heading', { name: 'Peanut Power Shake' }).closest('li')!,
    );
    expect(shakeLine.getByText('3 × ₹149')).toBeInTheDocument();
    expect(shakeLine.getByText('₹447')).toBeInTheDocument();
    expect(items.getByRole('heading', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();

    const summary = within(screen.getByRole('complementary', { name: 'Summary' }));
    const valueOf = (label: string) =>
      summary.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd');
    expect(valueOf('Original price')).toHaveTextContent('₹776.00');
    expect(valueOf('Savings')).toHaveTextContent('−₹116.40');
    expect(valueOf('Total')).toHaveTextContent('₹659.60');
    expect(callsTo('/getorder').map((call) => call.body)).toEqual([{ orderId: order.orderId }]);
  });

  it("links a paid order's tax invoice, and none for an order paid on delivery", async () => {
    const paid = makeOrder(asha, [lineOf(shake)]);
    const app = trackOrder(paid);
    expect(await screen.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/orders/invoice/${paid.orderId}`,
    );
    app.unmount();
    trackOrder(makeOrder(asha, [lineOf(shake)], { paymentMethod: 'pay-on-delivery' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track Order' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
  });

  it('links no tax invoice for a refunded second payment of a cart already paid for', async () => {
    const first = makeOrder(asha, [lineOf(shake)]);
    const duplicate = makeOrder(asha, [lineOf(shake)], {
      status: 'Cancelled',
      duplicateOf: first.orderId,
    });
    trackOrder(duplicate);
    expect(
      await screen.findByText(
        `This cart was already paid for as order ${first.orderId}. This payment is refunded.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument();
  });

  it('highlights the timeline up to the current status', async () => {
    trackOrder(makeOrder(asha, [lineOf(shake)], { status: 'In Transit' }));
    expect(await timeline()).toEqual([
      { name: 'Processing', state: 'done', current: null },
      { name: 'Shipped', state: 'done', current: null },
      { name: 'In Transit', state: 'current', current: 'step' },
      { name: 'Delivered', state: 'upcoming', current: null },
    ]);
    expect(screen.getByText('In Transit', { selector: '.status-badge' })).toHaveClass(
      'status-badge--green',
    );
  });

  it('shows a newly placed order at Processing', async () => {
    trackOrder(makeOrder(asha, [lineOf(shake)]));
    expect((await timeline()).map((step) => step.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('adds a red Cancelled step for a cancelled order', async () => {
    trackOrder(makeOrder(asha, [lineOf(shake)], { status: 'Cancelled' }));
    const steps = await timeline();
    expect(steps.map((step) => step.name)).toEqual([
      'Processing',
      'Shipped',
      'In Transit',
      'Delivered',
      'Cancelled',
    ]);
    expect(steps.at(-1)).toEqual({ name: 'Cancelled', state: 'cancelled', current: 'step' });
    expect(screen.getByText('Cancelled', { selector: '.status-badge' })).toHaveClass(
      'status-badge--red',
    );
  });

  it("says No order details found! for an unknown order or another user's", async () => {
    openTracking('0123456789ab', apiFailure(404, 'NOT_FOUND', 'No order details found!'));
    expect(
      await screen.findByRole('heading', { name: 'No order details found!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order status' })).not.toBeInTheDocument();
  });

  it('says No order details found! for a mangled id without asking the server', async () => {
    const callsTo = openTracking('<script>', { body: {} });
    expect(
      await screen.findByRole('heading', { name: 'No order details found!' }),
    ).toBeInTheDocument();
    expect(callsTo('/getorder')).toHaveLength(0);
  });

  it('sends a visitor to /login', async () => {
    stubApi({ 'GET /getproducts': { body: [] } });
    const { router } = renderApp('/orders/trackorder/0123456789ab');
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('live order tracking', () => {
  /** Placed on Saturday 28 November at 09:12 in India, for 18:00–18:30 that day. */
  const placed = makeOrder(asha, [lineOf(shake)], {
    date: '2026-11-28T03:42:00.000Z',
    slot: deliverySlot,
    gym: { name: 'Iron Temple Andheri', handoverPoint: 'Front desk' },
    handoverCode: '4821',
    timeline: [{ status: 'Processing', at: '2026-11-28T03:42:00.000Z' }],
  });
  const shipped: Order = {
    ...placed,
    status: 'Shipped',
    timeline: [...placed.timeline!, { status: 'Shipped', at: '2026-11-28T12:35:00.000Z' }],
  };
  const delivered: Order = {
    ...shipped,
    status: 'Delivered',
    timeline: [
      ...shipped.timeline!,
      { status: 'In Transit', at: '2026-11-28T12:50:00.000Z' },
      { status: 'Delivered', at: '2026-11-28T13:02:00.000Z' },
    ],
  };
  const HANDOVER = 'Show this code at the Front desk: 4821';
  /** The handover line; its code is set apart from the words. */
  const handover = () => screen.queryByText(/^Show this code at the /);
  const zone = process.env.TZ;

  beforeEach(() => {
    window.localStorage.clear();
    // The shop clock and a browser far from India: times still read on India's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T14:00:00+05:30'));
    process.env.TZ = 'America/Los_Angeles';
  });

  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  /** The order's stream, once the page has opened it. */
  const streamOf = (order: Order) =>
    waitFor(() => {
      const [stream, ...more] = FakeEventSource.to(`/orders/${order.orderId}/events`);
      if (!stream || more.length > 0) throw new Error('not exactly one stream open');
      return stream;
    });
  const badge = () => screen.getByText(/./, { selector: '.status-badge' });
  /** The time shown at a step of the timeline, if any. */
  const timeOf = (status: string) =>
    within(screen.getByRole('list', { name: 'Order status' }))
      .getAllByRole('listitem')
      .find((step) => step.querySelector('.timeline__label')?.firstChild?.textContent === status)
      ?.querySelector('time')?.textContent;

  it('opens the order’s event stream with the session cookie', async () => {
    trackOrder(placed);
    const stream = await streamOf(placed);
    expect(stream.url).toBe(`/api/orders/${placed.orderId}/events`);
    expect(stream.withCredentials).toBe(true);
  });

  it('shows the slot, the handover code and the time of each reached step', async () => {
    trackOrder(placed);
    expect(
      await screen.findByText('Sat 28 Nov, 18:00–18:30 at Iron Temple Andheri (Front desk)'),
    ).toBeInTheDocument();
    expect(handover()).toHaveTextContent(HANDOVER);
    expect(timeOf('Processing')).toBe('09:12');
    expect(timeOf('Shipped')).toBeUndefined();
  });

  it('moves to Shipped when the server says so, without reloading the order', async () => {
    const callsTo = trackOrder(placed);
    const stream = await streamOf(placed);
    stream.send('state', placed);
    stream.send('status', shipped);

    await waitFor(() => expect(badge()).toHaveTextContent('Shipped'));
    expect((await timeline()).map((step) => `${step.name}:${step.state}`)).toEqual([
      'Processing:done',
      'Shipped:current',
      'In Transit:upcoming',
      'Delivered:upcoming',
    ]);
    expect(timeOf('Shipped')).toBe('18:05');
    expect(handover()).toHaveTextContent(HANDOVER);
    expect(callsTo('/getorder')).toHaveLength(1);
  });

  it('hides the handover code once Delivered, and closes the stream', async () => {
    trackOrder(shipped);
    const stream = await streamOf(shipped);
    await waitFor(() => expect(handover()).toHaveTextContent(HANDOVER));
    stream.send('status', delivered);

    await waitFor(() => expect(badge()).toHaveTextContent('Delivered'));
    expect(handover()).not.toBeInTheDocument();
    expect(timeOf('Delivered')).toBe('18:32');
    expect(stream.isClosed).toBe(true);
  });

  it('keeps the last known state when the stream drops, and ignores what is not an order', async () => {
    trackOrder(placed);
    const stream = await streamOf(placed);
    stream.send('status', shipped);
    await waitFor(() => expect(badge()).toHaveTextContent('Shipped'));
    stream.fail();
    stream.send('status', '{"status":"Delivered"');
    stream.send('status', { ...delivered, orderId: 'not an order id' });

    // `send` runs the page's listener at once, so an order it took is in the query cache already;
    // TanStack hands cache changes to the screen through its notifyManager, in order. Once a
    // callback scheduled there now has run, and act has rendered, what these events changed is on
    // screen. (A later valid event cannot be the fence: it would replace the order they left.)
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
    expect(badge()).toHaveTextContent('Shipped');
    expect(handover()).toHaveTextContent(HANDOVER);
    expect(stream.isClosed).toBe(false);
  });

  it('opens the stream again when the server refused it (a 503 while the API restarts)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    trackOrder(placed);
    const refused = await streamOf(placed);
    refused.refuse();
    await vi.advanceTimersByTimeAsync(5_000);
    const [, reopened, ...more] = FakeEventSource.to(`/orders/${placed.orderId}/events`);
    expect(reopened).toBeDefined();
    expect(more).toEqual([]);
    reopened!.send('status', shipped);
    await waitFor(() => expect(badge()).toHaveTextContent('Shipped'));
  });

  it('opens no stream again once the page is left', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { unmount } = trackOrder(placed);
    const refused = await streamOf(placed);
    refused.refuse();
    unmount();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.to(`/orders/${placed.orderId}/events`)).toHaveLength(1);
  });

  it('closes the stream when the page is left', async () => {
    const { unmount } = trackOrder(placed);
    const stream = await streamOf(placed);
    unmount();
    expect(stream.isClosed).toBe(true);
  });

  it('opens no stream for an order that will not change any more', async () => {
    trackOrder(delivered);
    expect(await screen.findByRole('list', { name: 'Order status' })).toBeInTheDocument();
    expect(handover()).not.toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it("says the day the order was placed on India's calendar", async () => {
    // 00:40 on 28 November in India, still 27 November in UTC.
    trackOrder({ ...placed, date: '2026-11-27T19:10:00.000Z' });
    expect(await screen.findByText(/placed on/)).toHaveTextContent('placed on 2026-11-28');
  });

  it('dates a step reached on another day than the delivery', async () => {
    trackOrder({
      ...placed,
      timeline: [{ status: 'Processing', at: '2026-11-27T16:10:00.000Z' }],
    });
    await screen.findByRole('list', { name: 'Order status' });
    expect(timeOf('Processing')).toBe('Fri 27 Nov, 21:40');
  });
});

describe('refund on the track page', () => {
  beforeEach(() => window.localStorage.clear());

  // 2 × ₹149 + ₹329 = ₹627.00 paid, as the summary's Total shows it.
  const placed = makeOrder(asha, [lineOf(shake, 2), lineOf(bowl)]);
  const refundNote = () => screen.queryByText(/^Refund of/);
  const streamOf = (order: Order) =>
    waitFor(() => {
      const [stream, ...more] = FakeEventSource.to(`/orders/${order.orderId}/events`);
      if (!stream || more.length > 0) throw new Error('not exactly one stream open');
      return stream;
    });

  it.each([
    ['pending', 'Refund of ₹627.00 initiated'],
    ['processed', 'Refund of ₹627.00 processed'],
    ['failed', 'Refund of ₹627.00 failed — we will contact you'],
  ] as const)('says a %s refund as “%s”', async (status, text) => {
    trackOrder(cancelledWithRefund(placed, status));
    const deliveryStatus = within(await screen.findByRole('region', { name: 'Delivery status' }));
    expect(await deliveryStatus.findByText(text)).toHaveClass(`refund-note--${status}`);
  });

  it('says nothing of a refund for an order without one', async () => {
    trackOrder({ ...placed, status: 'Cancelled' });
    await screen.findByRole('list', { name: 'Order status' });
    expect(refundNote()).not.toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('follows a cancelled order until its refund is processed, then closes the stream', async () => {
    const callsTo = trackOrder(cancelledWithRefund(placed, 'pending'));
    const stream = await streamOf(placed);
    expect(await screen.findByText('Refund of ₹627.00 initiated')).toBeInTheDocument();
    stream.send('status', cancelledWithRefund(placed, 'processed'));

    expect(await screen.findByText('Refund of ₹627.00 processed')).toBeInTheDocument();
    expect(stream.isClosed).toBe(true);
    expect(callsTo('/getorder')).toHaveLength(1);
  });

  it('shows the refund a cancel elsewhere starts, live', async () => {
    trackOrder(placed);
    const stream = await streamOf(placed);
    stream.send('state', placed);
    expect(refundNote()).not.toBeInTheDocument();
    stream.send('status', cancelledWithRefund(placed, 'pending'));

    expect(await screen.findByText('Refund of ₹627.00 initiated')).toBeInTheDocument();
    expect(stream.isClosed).toBe(false);
  });
});
