import type { Gym, PrepList } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { stubApi, type StubReply } from '../../../test/fetch-stub';
import { objectId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** 01:30 on Sunday 29 Nov 2026 in India, still Saturday in UTC: the list opens on the 29th. */
const NOW = new Date('2026-11-28T20:00:00Z');
const TODAY = '2026-11-29';
const BANDRA = 'Iron Temple Fitness Bandra';
const KORAMANGALA = 'Flex Zone Koramangala';

const GYMS: Gym[] = [
  {
    _id: objectId(),
    name: KORAMANGALA,
    area: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    opensAt: '18:00',
    closesAt: '19:00',
    handoverPoint: 'Front desk',
  },
];

const SIX = { date: TODAY, start: '18:00', end: '18:30' };
const prepList: PrepList = {
  date: TODAY,
  products: [
    { productId: objectId(), title: 'Alphonso Mango Protein Smoothie', quantity: 3 },
    { productId: objectId(), title: 'Blueberry Blast Smoothie', quantity: 4 },
  ],
  gyms: [
    {
      gym: KORAMANGALA,
      orders: [
        {
          orderId: 'aaaaaaaaaa01',
          shopperName: 'Ravi Menon',
          slot: SIX,
          lines: [
            { title: 'Alphonso Mango Protein Smoothie', quantity: 1 },
            { title: 'Blueberry Blast Smoothie', quantity: 3 },
          ],
        },
      ],
    },
    {
      gym: BANDRA,
      orders: [
        {
          orderId: 'aaaaaaaaaa02',
          shopperName: 'Asha Kapoor',
          slot: SIX,
          lines: [{ title: 'Alphonso Mango Protein Smoothie', quantity: 2 }],
        },
        {
          orderId: 'aaaaaaaaaa03',
          shopperName: 'Asha Kapoor',
          slot: { date: TODAY, start: '19:00', end: '19:30' },
          lines: [{ title: 'Blueberry Blast Smoothie', quantity: 1 }],
        },
      ],
    },
  ],
};

async function openPrepList(reply: StubReply = { body: { success: true, data: prepList } }) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
    'GET /gyms': { body: { success: true, data: GYMS } },
    'GET /admin/prep-list': reply,
  });
  const app = renderApp('/admin/prep');
  await screen.findByRole('heading', { level: 1, name: 'Prep list' });
  const prepCalls = () =>
    calls.filter((call) => call.path === '/admin/prep-list').map((call) => call.query);
  return { ...app, prepCalls };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the prep list (/admin/prep)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("opens on today's whole day in India, with each product's total by title", async () => {
    const { prepCalls } = await openPrepList();
    const table = await screen.findByRole('table');
    expect(prepCalls()).toEqual([{ date: TODAY }]);
    expect(screen.getByText('Sun 29 Nov, all slots')).toBeInTheDocument();
    expect(rowsOf(table)).toEqual([
      ['Product', 'Quantity'],
      ['Alphonso Mango Protein Smoothie', '3'],
      ['Blueberry Blast Smoothie', '4'],
    ]);
  });

  it('packs per gym: each order with its shopper, slot and lines', async () => {
    await openPrepList();
    const bandra = await screen.findByRole('region', { name: BANDRA });
    expect(
      within(bandra)
        .getAllByText(/^Order /)
        .map((title) => title.textContent),
    ).toEqual([
      'Order aaaaaaaaaa02 · Asha Kapoor · 18:00–18:30',
      'Order aaaaaaaaaa03 · Asha Kapoor · 19:00–19:30',
    ]);
    const koramangala = screen.getByRole('region', { name: KORAMANGALA });
    expect(within(koramangala).getByText('3 × Blueberry Blast Smoothie')).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([KORAMANGALA, BANDRA]);
  });

  it('asks for one slot or another date', async () => {
    const { prepCalls, user } = await openPrepList();
    await screen.findByRole('option', { name: '18:30' });
    await user.selectOptions(screen.getByLabelText('Slot'), '18:30');
    await waitFor(() => expect(prepCalls().at(-1)).toEqual({ date: TODAY, slot: '18:30' }));
    expect(screen.getByText('Sun 29 Nov, slot 18:30')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-30' } });
    // (With the whole day's list, for the slots its orders were booked at.)
    await waitFor(() => expect(prepCalls()).toContainEqual({ date: '2026-11-30', slot: '18:30' }));
  });

  it('also offers a slot outside the gyms’ current hours that still has orders', async () => {
    // The gyms' current hours cover 18:00–19:00 only; Bandra's 19:00 order is outside them.
    const { prepCalls, user } = await openPrepList();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Slot'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All slots', '18:00', '18:30', '19:00']),
    );
    await user.selectOptions(screen.getByLabelText('Slot'), '19:00');
    await waitFor(() => expect(prepCalls().at(-1)).toEqual({ date: TODAY, slot: '19:00' }));
    expect(screen.getByText('Sun 29 Nov, slot 19:00')).toBeInTheDocument();
  });

  it('moves on to the next day at midnight in India while it stays open', async () => {
    // 23:59 on Sunday 29 Nov in India, with timers running: the kitchen's screen stays on.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-29T18:29:00Z'));
    const { prepCalls } = await openPrepList();
    await waitFor(() => expect(prepCalls()).toEqual([{ date: TODAY }]));

    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await waitFor(() => expect(prepCalls().at(-1)).toEqual({ date: '2026-11-30' }));
    expect(screen.getByText('Mon 30 Nov, all slots')).toBeInTheDocument();
  });

  it('says so when there is nothing to prepare', async () => {
    await openPrepList({ body: { success: true, data: { date: TODAY, products: [], gyms: [] } } });
    expect(await screen.findByText('No orders to prepare.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('prints the page with Print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openPrepList();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('offers Try again when the list cannot be loaded', async () => {
    await openPrepList(apiFailure(500, 'INTERNAL', 'Internal server error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The prep list could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
