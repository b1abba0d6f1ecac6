import type { Order } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { lineOf, makeOrder } from '../../test/order-fixtures';
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
  renderApp(`/orders/trackorder/${orderId}`);
  return (path: string) => calls.filter((call) => call.path === path);
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
