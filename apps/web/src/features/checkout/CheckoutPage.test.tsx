import type { Address } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi, type StubHandler } from '../../test/fetch-stub';
import { makeProduct } from '../../test/fixtures';
import { goOffline } from '../../test/network';
import { renderApp } from '../../test/render-app';
import {
  readCheckoutState,
  startCheckout,
  CHECKOUT_STORAGE_KEY,
} from '../../shared/checkout/checkout-state';

const asha = makeUser({ userName: 'Asha Rao', email: 'asha@example.com', phoneNumber: '' });
const shake = makeProduct('Shakes', 'Peanut Power Shake', 149);
const gyms = ['Flex Zone Koramangala', 'Iron Temple Fitness Bandra'];
const savedAtBandra: Address = {
  your_name: 'Asha Rao',
  your_email: 'asha@example.com',
  gym_name: 'Iron Temple Fitness Bandra',
  city: 'Mumbai',
  country: 'India',
  phone: '9876543210',
};
/** The address the 'Add new address' tests type: Koramangala, another phone. */
const typedAtKoramangala: Address = {
  your_name: 'Asha Rao',
  your_email: 'asha@example.com',
  gym_name: 'Flex Zone Koramangala',
  city: '',
  country: 'India',
  phone: '9123456789',
};

/** Each saved-address list sent to /address, decoded. */
const addressListsSent = (calls: readonly { body: unknown }[]) =>
  calls.map((call) => JSON.parse((call.body as { addresses: string }).addresses) as Address[]);

function startOrder() {
  startCheckout({
    lines: [{ proId: shake._id, quantity: 3 }],
    summary: {
      originalPrice: 447,
      storePickup: 0,
      discountedAmmount: 67.05,
      tax: 0,
      finalTotal: 379.95,
    },
    voucherCode: 'PROTEIN15',
  });
}

function openCheckout({
  saved = [savedAtBandra],
  routes = {},
}: { saved?: Address[]; routes?: Record<string, StubHandler> } = {}) {
  let savedJson = JSON.stringify(saved);
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake] },
    'GET /getgyms': { body: { success: true, data: gyms } },
    'GET /slots': { body: { success: true, data: [eveningSlot] } },
    'POST /getadd': () => ({ body: { success: true, data: { address: savedJson } } }),
    'POST /address': (call) => {
      savedJson = (call.body as { addresses: string }).addresses;
      return { body: { success: true } };
    },
    ...routes,
  });
  const app = renderApp('/cart/checkout');
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  const fill = async (fields: Partial<Record<'Your name' | 'Email' | 'Phone', string>>) => {
    for (const [label, value] of Object.entries(fields)) {
      const input = screen.getByLabelText(label);
      await app.user.clear(input);
      if (value) await app.user.type(input, value);
    }
  };
  /** Delivery slot step: today's 18:00–18:30 (the clock is pinned to a Saturday afternoon). */
  const chooseSlot = async () =>
    app.user.click(await screen.findByRole('button', { name: '18:00–18:30' }));
  return { ...app, callsTo, fill, chooseSlot };
}

const gymsLoaded = () => screen.findByRole('option', { name: 'Flex Zone Koramangala' });
const eveningSlot = { start: '18:00', end: '18:30', remaining: 12, available: true };
const savedLoaded = () =>
  screen.findByRole('option', { name: /Iron Temple Fitness Bandra · Mumbai/ });

// Whole-app renders with typed input: allow for a busy shared machine.
/** Completes the profile's details into typedAtKoramangala and presses Add new address. */
async function addTypedAddress({
  user,
  fill,
}: Pick<ReturnType<typeof openCheckout>, 'user' | 'fill'>) {
  await fill({ Phone: '9123456789' });
  await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
  await user.click(screen.getByRole('button', { name: 'Add new address' }));
}

describe('checkout', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T14:00:00+05:30'));
  });

  afterEach(() => vi.useRealTimers());

  it('offers no Proceed to Payment while offline, saying why', async () => {
    startOrder();
    openCheckout();
    await gymsLoaded();
    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' });
    expect(proceed).toBeEnabled();

    goOffline();
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription('You are offline. Connect to order.');
  });

  it('sends an empty order back to /cart', async () => {
    const { router } = openCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends a tampered order back to /cart', async () => {
    window.sessionStorage.setItem(
      CHECKOUT_STORAGE_KEY,
      JSON.stringify({ lines: [{ proId: shake._id, quantity: 50 }] }),
    );
    const { router } = openCheckout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('shows the steps and the order with subtotal, savings and total to 2 decimals', async () => {
    startOrder();
    openCheckout();
    const steps = await screen.findByRole('navigation', { name: 'Checkout steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent?.replace(/^[✓\d]/, '')),
    ).toEqual(['Cart', 'Checkout', 'Order summary']);
    expect(within(steps).getByText('Checkout').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    const summary = within(screen.getByRole('region', { name: 'Your order' }));
    expect(await summary.findByText('Peanut Power Shake')).toBeInTheDocument();
    expect(summary.getByText('× 3')).toBeInTheDocument();
    expect(summary.getByText('₹447.00')).toBeInTheDocument();
    expect(summary.getByText('−₹67.05')).toBeInTheDocument();
    expect(summary.getByText('₹379.95')).toBeInTheDocument();
    expect(summary.getByText('PROTEIN15')).toBeInTheDocument();
  });

  it('offers the gyms from /getgyms and fills the fields from a saved address', async () => {
    startOrder();
    const { user } = openCheckout();
    await gymsLoaded();
    await savedLoaded();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');

    await user.selectOptions(screen.getByLabelText('Saved addresses'), '0');
    expect(screen.getByLabelText('Gym')).toHaveValue('Iron Temple Fitness Bandra');
    expect(screen.getByLabelText('Phone')).toHaveValue('9876543210');
    // Its city came with it: the form still is that saved address.
    expect(screen.getByLabelText('Saved addresses')).toHaveValue('0');
  });

  it('tells apart saved addresses that differ only in their e-mail', async () => {
    startOrder();
    const { user } = openCheckout({
      saved: [savedAtBandra, { ...savedAtBandra, your_email: 'asha.work@example.com' }],
    });
    await gymsLoaded();
    await screen.findAllByRole('option', { name: /Iron Temple Fitness Bandra · Mumbai/ });
    const picker = screen.getByLabelText('Saved addresses');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a saved address',
      'Asha Rao · Iron Temple Fitness Bandra · Mumbai · 9876543210 · asha@example.com',
      'Asha Rao · Iron Temple Fitness Bandra · Mumbai · 9876543210 · asha.work@example.com',
    ]);
    await user.selectOptions(picker, '1');
    expect(screen.getByLabelText('Email')).toHaveValue('asha.work@example.com');
  });

  it('asks no free-text city, which could contradict the gym', async () => {
    startOrder();
    openCheckout();
    await gymsLoaded();
    expect(screen.queryByLabelText('City')).not.toBeInTheDocument();
  });

  it('drops a saved address’s city once another gym is chosen', async () => {
    startOrder();
    const { user, chooseSlot } = openCheckout();
    await gymsLoaded();
    await savedLoaded();
    await user.selectOptions(screen.getByLabelText('Saved addresses'), '0');
    await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
    await chooseSlot();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(readCheckoutState()?.address).not.toBeNull());
    expect(readCheckoutState()?.address).toMatchObject({
      gym_name: 'Flex Zone Koramangala',
      city: '',
    });
  });

  it('takes a pasted formatted phone number whole, and keeps it as 10 digits', async () => {
    startOrder();
    const { user, router, chooseSlot } = openCheckout();
    await gymsLoaded();
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('maxlength', '20');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+91 98765 43210');
    expect(phone).toHaveValue('+91 98765 43210');
    await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
    await chooseSlot();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout/payment'));
    expect(readCheckoutState()?.address?.phone).toBe('9876543210');
  });

  it('caps the name and e-mail at the contract’s lengths', async () => {
    startOrder();
    openCheckout();
    await gymsLoaded();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxlength', '254');
  });

  it('keeps every field of the form across a reload', async () => {
    startOrder();
    const first = openCheckout();
    await gymsLoaded();
    await first.fill({ 'Your name': 'Asha R', Phone: '98765 43210' });
    await first.user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
    first.unmount();

    openCheckout();
    await gymsLoaded();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha R');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('98765 43210');
    expect(screen.getByLabelText('Gym')).toHaveValue('Flex Zone Koramangala');
  });

  it.each([['Your name'], ['Email'], ['Phone']] as const)(
    'says Please fill all the fields when %s is empty, and stays',
    async (empty) => {
      startOrder();
      const { user, router, fill } = openCheckout();
      await gymsLoaded();
      await fill({ Phone: '9876543210' });
      await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
      await fill({ [empty]: '' });
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

      expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/cart/checkout');
      expect(readCheckoutState()?.address).toBeNull();
      const field = screen.getByLabelText(empty);
      expect(field).toHaveAccessibleDescription(`${empty} is required`);
      expect(field).toHaveFocus();
    },
  );

  it('says Please fill all the fields when no gym is chosen', async () => {
    startOrder();
    const { user, fill } = openCheckout();
    await gymsLoaded();
    await fill({ Phone: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
  });

  it('names the problem with a filled but invalid phone', async () => {
    startOrder();
    const { user, router, fill } = openCheckout();
    await gymsLoaded();
    await fill({ Phone: '12345' });
    await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const phone = screen.getByLabelText('Phone');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('Enter a valid 10-digit Indian mobile number'),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(router.state.location.pathname).toBe('/cart/checkout');

    await fill({ Phone: '9876543210' });
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the address with the order and goes on to payment', async () => {
    startOrder();
    const { user, router, fill, chooseSlot } = openCheckout();
    await gymsLoaded();
    await fill({ Email: '  Asha@Example.com ', Phone: '9876543210' });
    await user.selectOptions(screen.getByLabelText('Gym'), 'Flex Zone Koramangala');
    await chooseSlot();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout/payment'));
    expect(readCheckoutState()?.address).toEqual({
      your_name: 'Asha Rao',
      your_email: 'asha@example.com',
      gym_name: 'Flex Zone Koramangala',
      city: '',
      country: 'India',
      phone: '9876543210',
    });
  });

  it('says Address already exists for a saved address and sends nothing', async () => {
    startOrder();
    const { user, callsTo } = openCheckout();
    await savedLoaded();
    await user.selectOptions(screen.getByLabelText('Saved addresses'), '0');
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(await screen.findByText('Address already exists')).toBeInTheDocument();
    expect(callsTo('/address')).toHaveLength(0);
  });

  it('adds a new address to the saved list, says so and selects it', async () => {
    startOrder();
    const { user, callsTo, fill } = openCheckout();
    await savedLoaded();
    await gymsLoaded();
    await addTypedAddress({ user, fill });

    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(addressListsSent(callsTo('/address'))).toEqual([[savedAtBandra, typedAtKoramangala]]);
    await waitFor(() => expect(screen.getByLabelText('Saved addresses')).toHaveValue('1'));
  });

  it('keeps an address another tab saved since this page read the list', async () => {
    startOrder();
    const atKoramangala: Address = {
      ...savedAtBandra,
      gym_name: 'Flex Zone Koramangala',
      city: 'Bengaluru',
    };
    let readsOfSaved = 0;
    const { user, callsTo, fill } = openCheckout({
      routes: {
        // The first read is this page's; by the second, another tab has saved Koramangala.
        'POST /getadd': () => {
          readsOfSaved += 1;
          const saved = readsOfSaved === 1 ? [savedAtBandra] : [savedAtBandra, atKoramangala];
          return { body: { success: true, data: { address: JSON.stringify(saved) } } };
        },
      },
    });
    await savedLoaded();
    await gymsLoaded();
    await addTypedAddress({ user, fill });

    expect(await screen.findByText('Address added successfully')).toBeInTheDocument();
    expect(addressListsSent(callsTo('/address'))).toEqual([
      [savedAtBandra, atKoramangala, typedAtKoramangala],
    ]);
  });

  it('says Please fill all the fields before saving an incomplete address', async () => {
    startOrder();
    const { user, callsTo } = openCheckout();
    await savedLoaded();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    expect(await screen.findByText('Please fill all the fields')).toBeInTheDocument();
    expect(callsTo('/address')).toHaveLength(0);
  });

  it('refuses a 21st saved address without asking the server', async () => {
    startOrder();
    const twenty = Array.from({ length: 20 }, (_, n) => ({
      ...savedAtBandra,
      phone: `98765432${String(n).padStart(2, '0')}`,
    }));
    const { user, callsTo, fill } = openCheckout({ saved: twenty });
    await gymsLoaded();
    await waitFor(() =>
      expect(screen.getAllByRole('option', { name: /Iron Temple Fitness Bandra/ })).toHaveLength(
        21,
      ),
    );
    await addTypedAddress({ user, fill });
    expect(await screen.findByText('You can keep at most 20 saved addresses')).toBeInTheDocument();
    expect(callsTo('/address')).toHaveLength(0);
  });

  it('does not offer to add an address while the saved list is unknown', async () => {
    startOrder();
    openCheckout({
      routes: { 'POST /getadd': apiFailure(500, 'INTERNAL', 'Internal server error') },
    });
    await gymsLoaded();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add new address' })).toBeDisabled(),
    );
  });

  it('says Address already exists when the server finds the address saved meanwhile', async () => {
    startOrder();
    const { user, fill } = openCheckout({
      routes: { 'POST /address': apiFailure(409, 'CONFLICT', 'Address already exists') },
    });
    await savedLoaded();
    await gymsLoaded();
    await addTypedAddress({ user, fill });
    expect(await screen.findByText('Address already exists')).toBeInTheDocument();
  });

  it('names a field of the new address the server refuses, at that field', async () => {
    const refusal = {
      status: 400,
      body: {
        success: false,
        message: 'Invalid request',
        code: 'BAD_REQUEST',
        details: [{ path: 'addresses.1.your_name', message: 'Must be at most 100 characters' }],
      },
    };
    startOrder();
    const { user, fill } = openCheckout({ routes: { 'POST /address': refusal } });
    await savedLoaded();
    await gymsLoaded();
    await addTypedAddress({ user, fill });

    const name = screen.getByLabelText('Your name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Your name must be at most 100 characters'),
    );
    expect(name).toHaveFocus();
    expect(screen.queryByText('Something went wrong!')).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server’s reason for a refusal about no field',
      apiFailure(400, 'BAD_REQUEST', "We do not deliver to the gym 'Flex Zone Koramangala'"),
      "We do not deliver to the gym 'Flex Zone Koramangala'",
    ],
    [
      'Something went wrong! when the server fails',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('says %s when the address cannot be saved', async (_case, refusal, notice) => {
    startOrder();
    const { user, fill } = openCheckout({ routes: { 'POST /address': refusal } });
    await savedLoaded();
    await gymsLoaded();
    await addTypedAddress({ user, fill });
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });
});
