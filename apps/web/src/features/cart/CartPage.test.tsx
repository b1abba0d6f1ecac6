import type { CartItem, Favourite } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { doubleClick } from '../../test/double-click';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { keepAppliedVoucher, readAppliedVoucher } from '../../shared/checkout/applied-voucher';
import { goOffline } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, makeCartItem, toFavourite } from '../../test/shop-api';
import { untilIdle } from '../../test/until-idle';

const asha = makeUser();
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 329);

function openCart(
  cart: CartItem[],
  extraRoutes: Record<string, StubReply | ((call: RecordedCall) => StubReply)> = {},
  favourites: Favourite[] = [],
) {
  const api = fakeShopApi({ cart, favourites });
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl] },
    ...api.routes,
    // As the server does: the cart /getcart answers with is empty afterwards.
    'POST /clearcart': () => {
      api.state.cart = [];
      return { body: { success: true } };
    },
    ...extraRoutes,
  });
  const app = renderApp('/cart');
  const row = async (title: string) => {
    const heading = await screen.findByRole('heading', { name: title });
    const item = heading.closest('li');
    if (!item) throw new Error(`no row for ${title}`);
    return within(item);
  };
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...app, api, calls, callsTo, row };
}

/**
 * Routes calls to one API path through `before` on their way to the stubbed fetch: a rejection
 * there is a network failure, a pending promise keeps the request in flight.
 */
function interceptFetch(path: string, before: () => Promise<void>) {
  const stubbedFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname === `/api${path}`) await before();
    return stubbedFetch(input, init);
  });
}

const summaryValue = (label: string) => {
  const summary = within(screen.getByRole('region', { name: 'Order summary' }));
  const term = summary.getByText(label, { selector: 'dt' });
  return term.parentElement?.querySelector('dd')?.textContent;
};

// Whole-app renders with typed input: allow for a busy shared machine.
describe('cart', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends a visitor to /login with Please login first!', async () => {
    const calls = stubApi({ 'GET /getproducts': { body: [] } });
    const { router } = renderApp('/cart');
    expect(await screen.findByText('Please login first!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls.some((call) => call.path === '/getcart')).toBe(false);
  });

  it('offers neither Apply Code nor Proceed to Checkout while offline, saying why', async () => {
    const { user, router } = openCart([makeCartItem(asha, shake, 2)]);
    // The spec's link: disabled the way a link can be, and a press goes nowhere.
    const proceed = await screen.findByRole('link', { name: 'Proceed to Checkout' });
    const apply = screen.getByRole('button', { name: 'Apply Code' });
    expect(proceed).not.toHaveAttribute('aria-disabled');

    const comeBack = goOffline();
    expect(proceed).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toBeDisabled();
    for (const action of [proceed, apply]) {
      expect(action).toHaveAccessibleDescription('You are offline. Connect to order.');
    }
    await user.click(proceed);
    expect(router.state.location.pathname).toBe('/cart');
    expect(window.sessionStorage.getItem('gymfuel:checkout')).toBeNull();

    comeBack();
    expect(proceed).not.toHaveAttribute('aria-disabled');
    expect(apply).toBeEnabled();
  });

  it('shows the loader, then the empty state linking to the products', async () => {
    openCart([]);
    // In the page: the test-mode line above the nav is a status too.
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading');
    expect(
      await screen.findByRole('heading', { name: 'Shopping Cart Is Empty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lists each line with image, title, stepper and the unit price times the quantity', async () => {
    const { row } = openCart([makeCartItem(asha, shake, 3), makeCartItem(asha, bowl, 1)]);
    const shakeRow = await row('Peanut Power Shake');
    // The picture repeats the title's link, so it is hidden from screen readers.
    expect(shakeRow.getByRole('img', { name: 'Peanut Power Shake', hidden: true })).toHaveAttribute(
      'src',
      shake.imageUrl,
    );
    expect(shakeRow.getByText('₹149 each')).toBeInTheDocument();
    expect(shakeRow.getByText('₹447.00')).toBeInTheDocument();
    expect(
      shakeRow.getByRole('group', { name: 'Quantity of Peanut Power Shake' }),
    ).toHaveTextContent('3');
    expect(
      (await row('Quinoa Power Bowl')).getByText('₹329.00', { selector: '.cart-line__price' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('saves a step with /updatecart, says +1 or -1 and updates the line price', async () => {
    const { row, user, callsTo } = openCart([makeCartItem(asha, shake, 2)]);
    const shakeRow = await row('Peanut Power Shake');

    await user.click(shakeRow.getByRole('button', { name: 'One more Peanut Power Shake' }));
    expect(await screen.findByText('+1')).toBeInTheDocument();
    expect(shakeRow.getByText('₹447.00')).toBeInTheDocument();
    expect(callsTo('/updatecart').map((call) => call.body)).toEqual([
      { proId: shake._id, quantity: 3 },
    ]);

    await user.click(shakeRow.getByRole('button', { name: 'One less Peanut Power Shake' }));
    expect(await screen.findByText('-1')).toBeInTheDocument();
    expect(shakeRow.getByText('₹298.00')).toBeInTheDocument();
    expect(callsTo('/updatecart').at(-1)?.body).toEqual({ proId: shake._id, quantity: 2 });
  });

  it.each([
    ['minus at 1', 1, 'One less Peanut Power Shake', '-1'],
    ['plus at 10', 10, 'One more Peanut Power Shake', '+1'],
  ])('does nothing for %s: no request, no notice', async (_case, quantity, button, notice) => {
    const { row, user, callsTo, queryClient } = openCart([makeCartItem(asha, shake, quantity)]);
    const shakeRow = await row('Peanut Power Shake');
    const stepButton = shakeRow.getByRole('button', { name: button });
    expect(stepButton).toHaveAttribute('aria-disabled', 'true');

    await user.click(stepButton);
    await user.click(stepButton);
    await untilIdle(queryClient);

    expect(callsTo('/updatecart')).toHaveLength(0);
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    expect(
      shakeRow.getByRole('group', { name: 'Quantity of Peanut Power Shake' }),
    ).toHaveTextContent(String(quantity));
  });

  it('puts the saved quantity back and says Something went wrong! when a step cannot be saved', async () => {
    const { row, user } = openCart([makeCartItem(asha, shake, 2)], {
      'POST /updatecart': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    const shakeRow = await row('Peanut Power Shake');
    await user.click(shakeRow.getByRole('button', { name: 'One more Peanut Power Shake' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        shakeRow.getByRole('group', { name: 'Quantity of Peanut Power Shake' }),
      ).toHaveTextContent('2'),
    );
    expect(screen.queryByText('+1')).not.toBeInTheDocument();
  });

  it('says the item is sold out today when a step up is refused for it, and puts the quantity back', async () => {
    const { row, user } = openCart([makeCartItem(asha, shake, 2)], {
      'POST /updatecart': apiFailure(409, 'CONFLICT', 'This item is sold out today'),
    });
    const shakeRow = await row('Peanut Power Shake');
    await user.click(shakeRow.getByRole('button', { name: 'One more Peanut Power Shake' }));
    expect(await screen.findByText('This item is sold out today')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        shakeRow.getByRole('group', { name: 'Quantity of Peanut Power Shake' }),
      ).toHaveTextContent('2'),
    );
  });

  it('shows Original price, negative Savings and Total, with a voucher typed in lower case', async () => {
    const { user, callsTo } = openCart([makeCartItem(asha, shake, 3)], {
      'POST /getcode': {
        body: {
          success: true,
          data: { code: 'PROTEIN15', isActive: true, discountPercentage: 15, rules: '' },
        },
      },
    });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(summaryValue('Original price')).toBe('₹447.00');
    expect(summaryValue('Total')).toBe('₹447.00');

    const field = screen.getByLabelText('Do you have a voucher or gift card?');
    await user.type(field, 'protein15');
    expect(field).toHaveValue('PROTEIN15');
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));

    expect(await screen.findByText('Code applied successfully!')).toBeInTheDocument();
    expect(callsTo('/getcode').map((call) => call.body)).toEqual([{ code: 'PROTEIN15' }]);
    expect(summaryValue('Original price')).toBe('₹447.00');
    expect(summaryValue('Total')).toBe('₹379.95');
    const savings = screen.getByText('Savings', { selector: 'dt' });
    expect(savings).toHaveTextContent('PROTEIN15 · 15% off');
    expect(savings.parentElement?.querySelector('dd')).toHaveTextContent('−₹67.05');
  });

  it('asks about a code once on a double click of Apply Code', async () => {
    const { user, callsTo, queryClient } = openCart([makeCartItem(asha, shake, 3)], {
      'POST /getcode': {
        body: {
          success: true,
          data: { code: 'PROTEIN15', isActive: true, discountPercentage: 15, rules: '' },
        },
      },
    });
    await user.type(
      await screen.findByLabelText('Do you have a voucher or gift card?'),
      'PROTEIN15',
    );
    const apply = screen.getByRole('button', { name: 'Apply Code' });
    const release = holdRequests('/getcode');
    // Both clicks arrive before the screen can show Apply Code disabled.
    doubleClick(apply);
    await waitFor(() => expect(apply).toBeDisabled());
    release();
    expect(await screen.findByText('Code applied successfully!')).toBeInTheDocument();
    await untilIdle(queryClient);
    expect(callsTo('/getcode')).toHaveLength(1);
    expect(summaryValue('Total')).toBe('₹379.95');
  });

  it.each([
    ['an unknown code (404)', apiFailure(404, 'NOT_FOUND', 'Voucher not found')],
    [
      'an inactive code',
      {
        body: {
          success: true,
          data: { code: 'MONSOON30', isActive: false, discountPercentage: 30, rules: '' },
        },
      },
    ],
  ])('says Invalid code! for %s and leaves the total alone', async (_case, reply) => {
    const { user } = openCart([makeCartItem(asha, shake, 3)], { 'POST /getcode': reply });
    await user.type(
      await screen.findByLabelText('Do you have a voucher or gift card?'),
      'MONSOON30',
    );
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(await screen.findByText('Invalid code!')).toBeInTheDocument();
    expect(summaryValue('Total')).toBe('₹447.00');
  });

  it.each([
    ['expired', 'This code has expired'],
    ['switched off', 'This code is not active'],
    ['fully used', 'This code has been fully used'],
  ])('says so, in the server’s words, when the code applied is %s', async (_case, reason) => {
    const { user } = openCart([makeCartItem(asha, shake, 3)], {
      'POST /getcode': {
        body: {
          success: true,
          data: {
            code: 'MONSOON30',
            isActive: false,
            discountPercentage: 30,
            inactiveMessage: reason,
            rules: '',
          },
        },
      },
    });
    await user.type(
      await screen.findByLabelText('Do you have a voucher or gift card?'),
      'MONSOON30',
    );
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.queryByText('Invalid code!')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe('₹447.00');
  });

  describe('a voucher applied earlier', () => {
    const fit10 = { code: 'FIT10', isActive: true, discountPercentage: 10, rules: '' };
    const stillValid: StubReply = { body: { success: true, data: fit10 } };

    /**
     * Applies FIT10, then opens the cart afresh in a new tab (sessionStorage is per tab), where
     * /getcode now answers `later`.
     */
    async function applyThenOpenNewTab(later: StubReply) {
      let answer = stillValid;
      const routes = { 'POST /getcode': () => answer };
      const first = openCart([makeCartItem(asha, shake, 3)], routes);
      await first.user.type(
        await screen.findByLabelText('Do you have a voucher or gift card?'),
        'FIT10',
      );
      await first.user.click(screen.getByRole('button', { name: 'Apply Code' }));
      expect(await screen.findByText('Code applied successfully!')).toBeInTheDocument();
      first.unmount();
      window.sessionStorage.clear();
      answer = later;
      return openCart([makeCartItem(asha, shake, 3)], routes);
    }

    it('is still applied after a reload or in a new tab, checked again with the server', async () => {
      const { callsTo } = await applyThenOpenNewTab(stillValid);
      await screen.findByRole('region', { name: 'Order summary' });
      expect(screen.getByText('Savings', { selector: 'dt' })).toHaveTextContent('FIT10 · 10% off');
      expect(summaryValue('Total')).toBe('₹402.30');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Code' })).toBeEnabled());
      expect(callsTo('/getcode').map((call) => call.body)).toEqual([{ code: 'FIT10' }]);
      expect(summaryValue('Total')).toBe('₹402.30');
    });

    it.each([
      [
        'it expired meanwhile',
        {
          body: {
            success: true,
            data: { ...fit10, isActive: false, inactiveMessage: 'This code has expired' },
          },
        },
        'This code has expired',
      ],
      [
        'the server no longer knows it',
        apiFailure(404, 'NOT_FOUND', 'Invalid code'),
        'Invalid code!',
      ],
    ])('is dropped with the reason when %s, never silently', async (_case, later, reason) => {
      await applyThenOpenNewTab(later);
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByText(`FIT10 was removed: ${reason}`)).toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹447.00');
      expect(screen.getByText('Savings', { selector: 'dt' })).toHaveTextContent(/^Savings$/);
    });

    it('is taken off with Remove from the keyboard, the totals back as before, and stays off after a reload', async () => {
      const { user, callsTo, unmount } = await applyThenOpenNewTab(stillValid);
      const remove = await screen.findByRole('button', { name: 'Remove code FIT10' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Code' })).toBeEnabled());
      remove.focus();
      await user.keyboard('{Enter}');

      expect(await screen.findByText('Code removed')).toBeInTheDocument();
      // 3 × ₹149.00, nothing off.
      expect(summaryValue('Savings')).toBe('₹0.00');
      expect(summaryValue('Total')).toBe('₹447.00');
      expect(screen.getByText('Savings', { selector: 'dt' })).toHaveTextContent(/^Savings$/);
      expect(screen.queryByRole('button', { name: /^Remove code/ })).not.toBeInTheDocument();
      expect(screen.getByLabelText('Do you have a voucher or gift card?')).toHaveFocus();
      expect(readAppliedVoucher(asha._id)).toBeNull();
      expect(callsTo('/getcode')).toHaveLength(1);

      unmount();
      openCart([makeCartItem(asha, shake, 3)]);
      await screen.findByRole('region', { name: 'Order summary' });
      expect(summaryValue('Total')).toBe('₹447.00');
      expect(screen.queryByRole('button', { name: /^Remove code/ })).not.toBeInTheDocument();
    });

    it('stays applied when the server cannot be asked', async () => {
      await applyThenOpenNewTab(apiFailure(500, 'INTERNAL', 'Internal server error'));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Apply Code' })).toBeEnabled());
      expect(summaryValue('Total')).toBe('₹402.30');
    });
  });

  describe('a voucher with rules', () => {
    /** 50% off, at most ₹100, on orders of ₹400 or more. */
    const big50 = {
      code: 'BIG50',
      isActive: true,
      discountPercentage: 50,
      rules: 'Min. order ₹400 · up to ₹100 off',
      minOrderValue: 400,
      maxDiscount: 100,
      perCustomerLimit: 1,
    };
    const answersBig50 = { 'POST /getcode': { body: { success: true, data: big50 } } };

    async function applyCode(user: ReturnType<typeof openCart>['user'], code: string) {
      await user.type(await screen.findByLabelText('Do you have a voucher or gift card?'), code);
      await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    }

    it('shows its rules under the code and caps the discount', async () => {
      const { user } = openCart([makeCartItem(asha, shake, 3)], answersBig50);
      await applyCode(user, 'BIG50');
      expect(await screen.findByText('Code applied successfully!')).toBeInTheDocument();
      const summary = within(screen.getByRole('region', { name: 'Order summary' }));
      expect(summary.getByText('Min. order ₹400 · up to ₹100 off')).toBeInTheDocument();
      // 50% of ₹447.00 is ₹223.50, capped at ₹100.00.
      expect(summaryValue('Savings')).toBe('−₹100.00');
      expect(summaryValue('Total')).toBe('₹347.00');
    });

    it('is not applied to a cart under its minimum, saying what is missing', async () => {
      const { user } = openCart([makeCartItem(asha, shake, 2)], answersBig50);
      await applyCode(user, 'BIG50');
      // ₹298.00 in the cart: ₹102 short of ₹400.
      expect(await screen.findByText('Add ₹102 more to use this code')).toBeInTheDocument();
      expect(screen.queryByText('Code applied successfully!')).not.toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹298.00');
    });

    it('is removed with its message when the cart drops under the minimum', async () => {
      const { user, row } = openCart([makeCartItem(asha, shake, 3)], answersBig50);
      await applyCode(user, 'BIG50');
      await screen.findByText('Code applied successfully!');

      const shakeRow = await row('Peanut Power Shake');
      await user.click(shakeRow.getByRole('button', { name: 'One less Peanut Power Shake' }));

      expect(await screen.findByText('Add ₹102 more to use this code')).toBeInTheDocument();
      expect(
        screen.getByText('BIG50 was removed: Add ₹102 more to use this code'),
      ).toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹298.00');
      expect(screen.queryByText('Min. order ₹400 · up to ₹100 off')).not.toBeInTheDocument();
      expect(readAppliedVoucher(asha._id)).toBeNull();
    });

    it('is removed once its end date has passed, even with the server out of reach', async () => {
      keepAppliedVoucher(asha._id, {
        code: 'WEEKEND20',
        discountPercentage: 20,
        rules: 'Until 1 Nov 2025',
        validUntil: '2025-11-01T18:30:00.000Z',
      });
      openCart([makeCartItem(asha, shake, 3)], {
        'POST /getcode': apiFailure(500, 'INTERNAL', 'Internal server error'),
      });
      expect(
        await screen.findByText('WEEKEND20 was removed: This code has expired'),
      ).toBeInTheDocument();
      // The notice follows the removal.
      expect(await screen.findByText('This code has expired')).toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹447.00');
    });
  });

  describe('a code that would bring the total below ₹1', () => {
    const below = 'This code would bring your total below ₹1';
    /** 100% off, at most ₹446.01: on 3 × ₹149.00 = ₹447.00 it would leave ₹0.99. */
    const left99 = {
      code: 'LEFT99',
      isActive: true,
      discountPercentage: 100,
      rules: 'Up to ₹446.01 off',
      maxDiscount: 446.01,
    };

    it('is not applied, saying why', async () => {
      const { user } = openCart([makeCartItem(asha, shake, 3)], {
        'POST /getcode': { body: { success: true, data: left99 } },
      });
      await user.type(
        await screen.findByLabelText('Do you have a voucher or gift card?'),
        'LEFT99',
      );
      await user.click(screen.getByRole('button', { name: 'Apply Code' }));

      expect(await screen.findByText(below)).toBeInTheDocument();
      expect(screen.queryByText('Code applied successfully!')).not.toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹447.00');
      expect(readAppliedVoucher(asha._id)).toBeNull();
    });

    it('is applied when it leaves ₹1.00 exactly', async () => {
      const { user } = openCart([makeCartItem(asha, shake, 3)], {
        'POST /getcode': { body: { success: true, data: { ...left99, maxDiscount: 446 } } },
      });
      await user.type(
        await screen.findByLabelText('Do you have a voucher or gift card?'),
        'LEFT99',
      );
      await user.click(screen.getByRole('button', { name: 'Apply Code' }));

      expect(await screen.findByText('Code applied successfully!')).toBeInTheDocument();
      expect(summaryValue('Savings')).toBe('−₹446.00');
      expect(summaryValue('Total')).toBe('₹1.00');
    });

    it('is dropped with that message when kept from before', async () => {
      keepAppliedVoucher(asha._id, { code: 'FREE100', discountPercentage: 100, rules: '' });
      openCart([makeCartItem(asha, shake, 3)], {
        'POST /getcode': {
          body: {
            success: true,
            data: { code: 'FREE100', isActive: true, discountPercentage: 100, rules: '' },
          },
        },
      });

      expect(await screen.findByText(`FREE100 was removed: ${below}`)).toBeInTheDocument();
      expect(await screen.findByText(below)).toBeInTheDocument();
      expect(summaryValue('Total')).toBe('₹447.00');
      expect(readAppliedVoucher(asha._id)).toBeNull();
    });
  });

  it('says Invalid code! for an empty field without asking the server', async () => {
    const { user, callsTo } = openCart([makeCartItem(asha, shake, 1)]);
    await user.click(await screen.findByRole('button', { name: 'Apply Code' }));
    expect(await screen.findByText('Invalid code!')).toBeInTheDocument();
    expect(callsTo('/getcode')).toHaveLength(0);
  });

  it('asks before removing: No keeps the line and sends nothing', async () => {
    const { row, user, callsTo } = openCart([makeCartItem(asha, shake, 1)]);
    await user.click((await row('Peanut Power Shake')).getByRole('button', { name: 'Remove' }));

    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to remove this item from the cart?',
    });
    expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
    expect(callsTo('/removecart')).toHaveLength(0);
  });

  it('closes the question on Escape as a No', async () => {
    const { row, user, callsTo } = openCart([makeCartItem(asha, shake, 1)]);
    await user.click((await row('Peanut Power Shake')).getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('/removecart')).toHaveLength(0);
  });

  it('removes the line on Yes with /removecart and says Product removed!', async () => {
    const { row, user, callsTo } = openCart([
      makeCartItem(asha, shake, 1),
      makeCartItem(asha, bowl, 2),
    ]);
    await user.click((await row('Peanut Power Shake')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Product removed!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Peanut Power Shake' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();
    expect(callsTo('/removecart').map((call) => call.body)).toEqual([{ proId: shake._id }]);
    expect(summaryValue('Total')).toBe('₹658.00');
  });

  it('says Something went wrong! and keeps the line when removing fails', async () => {
    const { row, user } = openCart([makeCartItem(asha, shake, 1)], {
      'POST /removecart': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    await user.click((await row('Peanut Power Shake')).getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
  });

  it('toggles a favourite: Added to favorites, then Removed from favorites, saving the whole list', async () => {
    const { row, user, api, callsTo } = openCart([makeCartItem(asha, shake, 1)], {}, [
      toFavourite(bowl),
    ]);
    const toggle = (await row('Peanut Power Shake')).getByRole('button', {
      name: 'Add to Favorites',
    });
    await waitFor(() => expect(callsTo('/getfav')).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(await screen.findByText('Added to favorites')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(api.state.favourites).toEqual([toFavourite(bowl), toFavourite(shake)]);

    await user.click(toggle);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(api.state.favourites).toEqual([toFavourite(bowl)]);
  });

  it('says Something went wrong when a favourite cannot be saved, and shows the server list again', async () => {
    const { row, user } = openCart([makeCartItem(asha, shake, 1)], {
      'POST /addfav': apiFailure(400, 'BAD_REQUEST', 'Invalid request'),
    });
    const toggle = (await row('Peanut Power Shake')).getByRole('button', {
      name: 'Add to Favorites',
    });
    await user.click(toggle);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  });

  it('Proceed to Checkout keeps lines, summary and voucher for checkout, and leaves the server cart alone', async () => {
    const { user, router, callsTo } = openCart(
      [makeCartItem(asha, shake, 3), makeCartItem(asha, bowl, 1)],
      {
        'POST /getcode': {
          body: {
            success: true,
            data: { code: 'FIT10', isActive: true, discountPercentage: 10, rules: '' },
          },
        },
      },
    );
    await user.type(await screen.findByLabelText('Do you have a voucher or gift card?'), 'fit10');
    await user.click(screen.getByRole('button', { name: 'Apply Code' }));
    await screen.findByText('Code applied successfully!');
    const proceed = screen.getByRole('link', { name: 'Proceed to Checkout' });
    expect(proceed).toHaveAttribute('href', '/cart/checkout');
    await user.click(proceed);

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(JSON.parse(window.sessionStorage.getItem('gymfuel:checkout') ?? 'null')).toEqual({
      lines: [
        { proId: shake._id, quantity: 3 },
        { proId: bowl._id, quantity: 1 },
      ],
      summary: {
        originalPrice: 776,
        storePickup: 0,
        discountedAmmount: 77.6,
        tax: 0,
        finalTotal: 698.4,
      },
      voucherCode: 'FIT10',
      address: null,
      slot: null,
    });
    expect(callsTo('/clearcart')).toHaveLength(0);
  });

  it('Proceed to Checkout pressed while a step is being saved goes on once it is saved', async () => {
    const { row, user, router } = openCart([makeCartItem(asha, shake, 2)]);
    const shakeRow = await row('Peanut Power Shake');
    const release = holdRequests('/updatecart');
    await user.click(shakeRow.getByRole('button', { name: 'One more Peanut Power Shake' }));
    const proceed = screen.getByRole('link', { name: 'Proceed to Checkout' });
    await waitFor(() => expect(proceed).toHaveAttribute('aria-busy', 'true'));
    await user.click(proceed);
    expect(router.state.location.pathname).toBe('/cart');

    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(JSON.parse(window.sessionStorage.getItem('gymfuel:checkout') ?? 'null')).toMatchObject({
      lines: [{ proId: shake._id, quantity: 3 }],
      summary: { originalPrice: 447, finalTotal: 447 },
    });
  });

  it('Proceed to Checkout pressed while a step fails to save goes on with the quantity the server kept', async () => {
    const { row, user, router } = openCart([makeCartItem(asha, shake, 2)], {
      'POST /updatecart': apiFailure(500, 'INTERNAL', 'Internal server error'),
    });
    const shakeRow = await row('Peanut Power Shake');
    const releaseSave = holdRequests('/updatecart');
    const releaseReload = holdRequests('/getcart');
    await user.click(shakeRow.getByRole('button', { name: 'One more Peanut Power Shake' }));
    await user.click(screen.getByRole('link', { name: 'Proceed to Checkout' }));

    releaseSave();
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    // Not from the 3 the failed step showed: the cart is read again first.
    expect(router.state.location.pathname).toBe('/cart');
    releaseReload();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(JSON.parse(window.sessionStorage.getItem('gymfuel:checkout') ?? 'null')).toMatchObject({
      lines: [{ proId: shake._id, quantity: 2 }],
      summary: { originalPrice: 298, finalTotal: 298 },
    });
  });

  describe('Clear cart', () => {
    const twoLines = () => [makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)];
    const question = () =>
      screen.getByRole('alertdialog', {
        name: 'Are you sure you want to remove all items from the cart?',
      });
    const answer = (name: 'Yes' | 'No') => within(question()).getByRole('button', { name });
    const clearButton = () => screen.getByRole('button', { name: 'Clear cart' });

    it('asks first: No sends nothing, keeps the lines and gives focus back to Clear cart', async () => {
      const { user, callsTo, queryClient } = openCart(twoLines());
      await user.click(await screen.findByRole('button', { name: 'Clear cart' }));

      expect(answer('No')).toHaveFocus();
      await user.click(answer('No'));

      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(clearButton()).toHaveFocus();
      expect(screen.getByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();
      await untilIdle(queryClient);
      expect(callsTo('/clearcart')).toHaveLength(0);
    });

    it('clears on Yes with /clearcart and focuses the empty state, with no failure notice', async () => {
      const { user, callsTo, queryClient } = openCart(twoLines());
      await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
      await user.click(answer('Yes'));

      const emptyHeading = await screen.findByRole('heading', { name: 'Shopping Cart Is Empty' });
      await waitFor(() => expect(emptyHeading).toHaveFocus());
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Peanut Power Shake' })).not.toBeInTheDocument();
      expect(callsTo('/clearcart').map((call) => call.body)).toEqual([{}]);
      await untilIdle(queryClient);
      expect(screen.queryByText('Failed to clear cart!')).not.toBeInTheDocument();
      expect(
        screen.queryByText('An error occurred while clearing the cart!'),
      ).not.toBeInTheDocument();
    });

    it.each([
      ['a success:false answer', { body: { success: false } }],
      ['a refusal envelope (403)', apiFailure(403, 'FORBIDDEN', 'Not your cart')],
    ])('says Failed to clear cart! for %s and keeps the lines', async (_case, reply) => {
      const { user } = openCart(twoLines(), { 'POST /clearcart': reply });
      await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
      await user.click(answer('Yes'));

      expect(await screen.findByText('Failed to clear cart!')).toBeInTheDocument();
      expect(
        screen.queryByText('An error occurred while clearing the cart!'),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(clearButton()).toHaveFocus());
      expect(screen.getByRole('heading', { name: 'Peanut Power Shake' })).toBeInTheDocument();
    });

    it.each([
      [
        'a server error (500)',
        () =>
          openCart(twoLines(), {
            'POST /clearcart': apiFailure(500, 'INTERNAL', 'Internal server error'),
          }),
      ],
      [
        'a network failure',
        () => {
          const app = openCart(twoLines());
          interceptFetch('/clearcart', () => Promise.reject(new TypeError('Failed to fetch')));
          return app;
        },
      ],
    ])('says An error occurred while clearing the cart! for %s', async (_case, open) => {
      const { user } = open();
      await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
      await user.click(answer('Yes'));

      expect(
        await screen.findByText('An error occurred while clearing the cart!'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Failed to clear cart!')).not.toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await waitFor(() => expect(clearButton()).toHaveFocus());
      expect(screen.getByRole('heading', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();
    });

    it('sends one request for a double click on Yes, with both buttons disabled meanwhile', async () => {
      const { user, callsTo, queryClient } = openCart(twoLines());
      let answerServer!: () => void;
      const answered = new Promise<void>((resolve) => {
        answerServer = resolve;
      });
      interceptFetch('/clearcart', () => answered);
      await user.click(await screen.findByRole('button', { name: 'Clear cart' }));
      // Both clicks before any re-render, as a browser delivers a double click.
      fireEvent.click(answer('Yes'));
      fireEvent.click(answer('Yes'));

      await waitFor(() => expect(answer('Yes')).toBeDisabled());
      expect(clearButton()).toBeDisabled();
      answerServer();

      expect(
        await screen.findByRole('heading', { name: 'Shopping Cart Is Empty' }),
      ).toBeInTheDocument();
      await untilIdle(queryClient);
      expect(callsTo('/clearcart')).toHaveLength(1);
    });
  });
});
