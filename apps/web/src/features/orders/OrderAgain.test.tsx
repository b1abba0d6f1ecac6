import type { CartItem, Order, Reordered } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { lineOf, makeOrder } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { makeCartItem } from '../../test/shop-api';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

const delivered = makeOrder(asha, [lineOf(shake, 2), lineOf(bowl)], {
  status: 'Delivered',
  date: '2026-11-20T09:00:00.000Z',
});
const cancelled = makeOrder(asha, [lineOf(bowl)], {
  status: 'Cancelled',
  date: '2026-11-21T09:00:00.000Z',
});
const inTransit = makeOrder(asha, [lineOf(shake)], {
  status: 'In Transit',
  date: '2026-11-22T09:00:00.000Z',
});
/** The same cart paid again in another tab: refunded at once, never a sale. */
const duplicate = makeOrder(asha, [lineOf(shake)], {
  status: 'Cancelled',
  date: '2026-11-22T09:01:00.000Z',
  duplicateOf: inTransit.orderId,
});

/**
 * The orders view with /reorder answering `reordered` (or a failure); like the API, a reorder
 * puts the order's lines that are still on the menu in the cart.
 */
function openOrders(reordered: Reordered | StubReply) {
  let cart: CartItem[] = [];
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    'POST /getorders': {
      body: { success: true, data: [delivered, cancelled, inTransit, duplicate] },
    },
    'GET /getcart': () => ({ body: cart }),
    'POST /getfav': { body: { success: true, favourites: [] } },
    'POST /reorder': () => {
      if (!('added' in reordered)) return reordered;
      if (reordered.added > 0) cart = [makeCartItem(asha, shake, 2), makeCartItem(asha, bowl)];
      return { body: { success: true, data: reordered } };
    },
  });
  const app = renderApp('/dashboard/orders');
  return { ...app, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

async function orderAgainOn(order: Order) {
  const card = (await screen.findByText(order.orderId)).closest('li.order-card');
  if (!(card instanceof HTMLElement)) throw new Error(`no card for ${order.orderId}`);
  return within(card).queryByRole('button', { name: 'Order again' });
}

describe('Order again', () => {
  beforeEach(() => window.localStorage.clear());

  it('is offered on Delivered and Cancelled orders only', async () => {
    openOrders({ added: 2, skipped: [], atLimit: [] });
    expect(await orderAgainOn(delivered)).toBeInTheDocument();
    expect(await orderAgainOn(cancelled)).toBeInTheDocument();
    expect(await orderAgainOn(inTransit)).not.toBeInTheDocument();
  });

  it('is not offered, nor a tax invoice, on a refunded second payment of a cart already paid for', async () => {
    openOrders({ added: 2, skipped: [], atLimit: [] });
    expect(await orderAgainOn(duplicate)).not.toBeInTheDocument();
    const card = (await screen.findByText(duplicate.orderId)).closest('li.order-card');
    expect(
      within(card as HTMLElement).getByText(
        `This cart was already paid for as order ${inTransit.orderId}. This payment is refunded.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(card as HTMLElement).queryByRole('link', { name: 'Tax invoice' }),
    ).not.toBeInTheDocument();
  });

  it('puts the order back in the cart, says so and opens the cart', async () => {
    const { user, router, callsTo } = openOrders({ added: 2, skipped: [], atLimit: [] });
    await user.click((await orderAgainOn(delivered))!);

    expect(await screen.findByText('Added to your cart again!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(callsTo('/reorder').map((call) => call.body)).toEqual([{ orderId: delivered.orderId }]);
    // The cart is read again, so it shows what the server put back.
    expect(await screen.findByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();
  });

  it('names the items no longer on the menu', async () => {
    const { user, router } = openOrders({
      added: 1,
      skipped: ['Mango Lassi', 'Oat Bar'],
      atLimit: [],
    });
    await user.click((await orderAgainOn(cancelled))!);

    expect(
      await screen.findByText(
        'Added to your cart again! Not on the menu any more: Mango Lassi, Oat Bar',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('stays, and says so, when nothing of the order is on the menu any more', async () => {
    const { user, router } = openOrders({ added: 0, skipped: ['Mango Lassi'], atLimit: [] });
    await user.click((await orderAgainOn(cancelled))!);

    expect(await screen.findByText('Not on the menu any more: Mango Lassi')).toBeInTheDocument();
    expect(screen.queryByText(/Added to your cart again!/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('names the items the cart already holds the most of, not as added', async () => {
    const { user, router } = openOrders({ added: 1, skipped: [], atLimit: ['Peanut Power Shake'] });
    await user.click((await orderAgainOn(delivered))!);

    expect(
      await screen.findByText(
        'Added to your cart again! Already at the most you can order: Peanut Power Shake',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('names both what is off the menu and what is at the most', async () => {
    const { user } = openOrders({
      added: 1,
      skipped: ['Mango Lassi'],
      atLimit: ['Quinoa Power Bowl'],
    });
    await user.click((await orderAgainOn(cancelled))!);

    expect(
      await screen.findByText(
        'Added to your cart again! Not on the menu any more: Mango Lassi. Already at the most you can order: Quinoa Power Bowl',
      ),
    ).toBeInTheDocument();
  });

  it('stays, and does not say added, when the cart already holds the most of every line', async () => {
    const { user, router } = openOrders({
      added: 0,
      skipped: [],
      atLimit: ['Peanut Power Shake', 'Quinoa Power Bowl'],
    });
    await user.click((await orderAgainOn(delivered))!);

    expect(
      await screen.findByText(
        'Already at the most you can order: Peanut Power Shake, Quinoa Power Bowl',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Added to your cart again!/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('says the server’s reason when the order cannot be put back', async () => {
    const { user, router } = openOrders(apiFailure(404, 'NOT_FOUND', 'No order details found!'));
    await user.click((await orderAgainOn(delivered))!);

    expect(await screen.findByText('No order details found!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });
});
