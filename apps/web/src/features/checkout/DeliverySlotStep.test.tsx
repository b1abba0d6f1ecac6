import type { Gym, SlotAvailability } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { readCheckoutState, startCheckout } from '../../shared/checkout/checkout-state';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubReply } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const asha = makeUser({
  userName: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
});
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const FLEX = 'Flex Zone Koramangala';
const IRON = 'Iron Temple Andheri';
const gymOf = (name: string, handoverPoint: string): Gym => ({
  _id: (name === FLEX ? 'a' : 'b').repeat(24),
  name,
  area: name.split(' ').at(-1) ?? '',
  city: name === FLEX ? 'Bengaluru' : 'Mumbai',
  state: name === FLEX ? 'Karnataka' : 'Maharashtra',
  opensAt: '05:30',
  closesAt: '22:30',
  handoverPoint,
});

/** Saturday 28 November 2026, 14:00 in India: the 14:30 slot is past its hour's cut-off. */
const SHOP_NOW = new Date('2026-11-28T14:00:00+05:30');

/** A day at the gym as GET /slots answers it: one closed, one full, two with seats. */
const saturday: SlotAvailability[] = [
  { start: '14:30', end: '15:00', remaining: 20, available: false },
  { start: '16:00', end: '16:30', remaining: 0, available: false },
  { start: '18:00', end: '18:30', remaining: 12, available: true },
  { start: '18:30', end: '19:00', remaining: 1, available: true },
];
const monday: SlotAvailability[] = [
  { start: '07:00', end: '07:30', remaining: 20, available: true },
];

function openCheckout(slotsReply: StubReply = { body: { success: true, data: saturday } }) {
  startCheckout({
    lines: [{ proId: shake._id, quantity: 1 }],
    summary: { originalPrice: 149, storePickup: 0, discountedAmmount: 0, tax: 0, finalTotal: 149 },
    voucherCode: undefined,
  });
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake] },
    'GET /getgyms': { body: { success: true, data: [FLEX, IRON] } },
    'GET /gyms': {
      body: { success: true, data: [gymOf(FLEX, 'Front desk'), gymOf(IRON, 'Reception')] },
    },
    'GET /slots': (call) =>
      call.query.date === '2026-11-30' ? { body: { success: true, data: monday } } : slotsReply,
    'POST /getadd': { body: { success: true, data: { address: '[]' } } },
  });
  const app = renderApp('/cart/checkout');
  const slotCalls = () => calls.filter((call) => call.path === '/slots').map((call) => call.query);
  const chooseGym = async (name: string) => {
    await screen.findByRole('option', { name });
    await app.user.selectOptions(screen.getByLabelText('Gym'), name);
  };
  const proceed = () => app.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return { ...app, slotCalls, chooseGym, proceed };
}

const slotGroup = () => screen.getByRole('group', { name: 'Delivery slot' });
const slotButton = (name: string) => within(slotGroup()).getByRole('button', { name });
const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

// Whole-app renders with typed input: allow for a busy shared machine.
describe('the delivery slot step', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // The shop clock; the screen reads days in India time whatever the machine's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SHOP_NOW);
  });

  afterEach(() => vi.useRealTimers());

  it('waits for the gym, then offers today and the next six days, from Today', async () => {
    const { chooseGym, slotCalls } = openCheckout();
    expect(
      await screen.findByText('Choose your gym to see its delivery slots.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Delivery slot' })).not.toBeInTheDocument();

    await chooseGym(FLEX);
    const days = within(screen.getByRole('group', { name: 'Delivery day' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual([
      'Today',
      'Tomorrow',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(days.map(pressed)).toEqual(['true', ...Array(6).fill('false')]);
    await waitFor(() => expect(slotCalls()).toEqual([{ gym: FLEX, date: '2026-11-28' }]));
  });

  it('counts the days in India time on a machine in another time zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 01:00 on Saturday in India is still Friday morning in Los Angeles.
      vi.setSystemTime(new Date('2026-11-28T01:00:00+05:30'));
      const { chooseGym, slotCalls } = openCheckout();
      await chooseGym(FLEX);
      const days = within(screen.getByRole('group', { name: 'Delivery day' })).getAllByRole(
        'button',
      );
      expect(days.slice(0, 3).map((day) => day.textContent)).toEqual([
        'Today',
        'Tomorrow',
        'Monday',
      ]);
      await waitFor(() => expect(slotCalls()).toEqual([{ gym: FLEX, date: '2026-11-28' }]));
    } finally {
      process.env.TZ = zone;
    }
  });

  it('moves its days on at India’s midnight on a page left open, showing the new today', async () => {
    // Saturday, a few seconds before midnight in India.
    vi.setSystemTime(new Date('2026-11-28T23:59:59+05:30'));
    const { chooseGym, slotCalls } = openCheckout();
    await chooseGym(FLEX);
    const days = () =>
      within(screen.getByRole('group', { name: 'Delivery day' }))
        .getAllByRole('button')
        .map((day) => day.textContent);
    expect(days()).toEqual([
      'Today',
      'Tomorrow',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    await waitFor(() => expect(slotCalls()).toEqual([{ gym: FLEX, date: '2026-11-28' }]));

    // The page stays open past midnight: Sunday is today, Saturday is gone, and Sunday shows.
    vi.setSystemTime(new Date('2026-11-29T00:00:05+05:30'));
    await waitFor(
      () =>
        expect(days()).toEqual([
          'Today',
          'Tomorrow',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
          'Saturday',
        ]),
      { timeout: 10_000 },
    );
    const today = within(screen.getByRole('group', { name: 'Delivery day' })).getByRole('button', {
      name: 'Today',
    });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(slotCalls().at(-1)).toEqual({ gym: FLEX, date: '2026-11-29' }));
  });

  it('lists the day’s slots with their times, saying which are Full or Closed', async () => {
    const { chooseGym } = openCheckout();
    await chooseGym(FLEX);
    await within(await screen.findByRole('group', { name: 'Delivery slot' })).findByRole('button', {
      name: '18:00–18:30',
    });

    const buttons = within(slotGroup()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '14:30–15:00 Closed',
      '16:00–16:30 Full',
      '18:00–18:30',
      '18:30–19:00',
    ]);
    // Unavailable ones stay in the list and are announced, but cannot be chosen.
    expect(slotButton('14:30–15:00 Closed')).toHaveAttribute('aria-disabled', 'true');
    expect(slotButton('16:00–16:30 Full')).toHaveAttribute('aria-disabled', 'true');
    expect(slotButton('18:00–18:30')).not.toHaveAttribute('aria-disabled');
    expect(buttons.map(pressed)).toEqual(['false', 'false', 'false', 'false']);
  });

  it('does not take a Full or a Closed slot', async () => {
    const { chooseGym, user } = openCheckout();
    await chooseGym(FLEX);
    await user.click(await screen.findByRole('button', { name: '16:00–16:30 Full' }));
    await user.click(slotButton('14:30–15:00 Closed'));
    expect(slotButton('16:00–16:30 Full')).toHaveAttribute('aria-pressed', 'false');
    expect(slotButton('14:30–15:00 Closed')).toHaveAttribute('aria-pressed', 'false');
    expect(readCheckoutState()?.slot).toBeNull();
  });

  it('shows another day’s slots when that day is chosen', async () => {
    const { chooseGym, user, slotCalls } = openCheckout();
    await chooseGym(FLEX);
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    expect(screen.getByRole('button', { name: 'Monday' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '07:00–07:30' })).toBeInTheDocument();
    expect(slotCalls()).toContainEqual({ gym: FLEX, date: '2026-11-30' });
  });

  it('says Please choose a delivery slot when none is chosen, at the slots, and moves the focus there', async () => {
    const { chooseGym, proceed, router } = openCheckout();
    await chooseGym(FLEX);
    await screen.findByRole('button', { name: '18:00–18:30' });
    await proceed();

    const group = slotGroup();
    expect(group).toHaveAccessibleDescription('Please choose a delivery slot');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveFocus();
    expect(screen.getByText('Please choose a delivery slot')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/checkout');
    expect(readCheckoutState()?.address).toBeNull();
  });

  it('keeps the chosen slot with the order, says it in full and goes on to payment', async () => {
    const { chooseGym, proceed, router, user } = openCheckout();
    await chooseGym(FLEX);
    await user.click(await screen.findByRole('button', { name: '18:30–19:00' }));
    expect(slotButton('18:30–19:00')).toHaveAttribute('aria-pressed', 'true');
    expect(
      await screen.findByText(
        'Your slot: Sat 28 Nov, 18:30–19:00 at Flex Zone Koramangala (Front desk)',
      ),
    ).toBeInTheDocument();

    await proceed();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout/payment'));
    expect(readCheckoutState()?.slot).toEqual({
      date: '2026-11-28',
      start: '18:30',
      end: '19:00',
    });
  });

  it('settles the slot problem once a slot is chosen', async () => {
    const { chooseGym, proceed, user } = openCheckout();
    await chooseGym(FLEX);
    await screen.findByRole('button', { name: '18:00–18:30' });
    await proceed();
    expect(screen.getByText('Please choose a delivery slot')).toBeInTheDocument();
    await user.click(slotButton('18:00–18:30'));
    expect(screen.queryByText('Please choose a delivery slot')).not.toBeInTheDocument();
    expect(slotGroup()).not.toHaveAttribute('aria-invalid');
  });

  it('drops the chosen slot when another gym is chosen', async () => {
    const { chooseGym, proceed, user } = openCheckout();
    await chooseGym(FLEX);
    await user.click(await screen.findByRole('button', { name: '18:00–18:30' }));
    expect(readCheckoutState()?.slot).not.toBeNull();

    await chooseGym(IRON);
    expect(readCheckoutState()?.slot).toBeNull();
    expect(await screen.findByRole('button', { name: '18:00–18:30' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByText(/^Your slot:/)).not.toBeInTheDocument();
    await proceed();
    expect(slotGroup()).toHaveAccessibleDescription('Please choose a delivery slot');
  });

  it('keeps the chosen slot across a reload', async () => {
    const first = openCheckout();
    await first.chooseGym(FLEX);
    await first.user.click(await screen.findByRole('button', { name: '18:00–18:30' }));
    first.unmount();

    renderApp('/cart/checkout');
    expect(await screen.findByRole('button', { name: '18:00–18:30' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says why the slots could not be loaded and offers Try again', async () => {
    const { chooseGym } = openCheckout(apiFailure(404, 'NOT_FOUND', 'Gym not found'));
    await chooseGym(FLEX);
    const failure = await within(slotGroup()).findByRole('alert');
    expect(failure).toHaveTextContent('Gym not found');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
