import type { BoardOrder, Gym, Order } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { FakeEventSource } from '../../../test/fake-event-source';
import { holdRequests, stubApi, type StubReply } from '../../../test/fetch-stub';
import { objectId } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** 01:30 on Sunday 29 Nov 2026 in India, still Saturday 28 Nov in UTC: the board opens on the 29th. */
const NOW = new Date('2026-11-28T20:00:00Z');
const TODAY = '2026-11-29';
const BANDRA = 'Iron Temple Fitness Bandra';
const KORAMANGALA = 'Flex Zone Koramangala';

const gym = (name: string, opensAt: string, closesAt: string): Gym => ({
  _id: objectId(),
  name,
  area: 'Area',
  city: 'City',
  state: 'Maharashtra',
  opensAt,
  closesAt,
  handoverPoint: 'Front desk',
});
const GYMS = [gym(KORAMANGALA, '18:00', '19:00'), gym(BANDRA, '19:00', '20:00')];

/** 1 × ₹199 + 3 × ₹229 = ₹886. */
const LINES: BoardOrder['order'] = [
  {
    productId: objectId(),
    productName: 'Alphonso Mango Protein Smoothie',
    productPrice: 199,
    quantity: 1,
    image: '/m.png',
  },
  {
    productId: objectId(),
    productName: 'Blueberry Blast Smoothie',
    productPrice: 229,
    quantity: 3,
    image: '/b.png',
  },
];

/** Each half hour's end, written out. */
const SLOT_ENDS: Record<string, string> = {
  '18:00': '18:30',
  '18:30': '19:00',
  '19:00': '19:30',
  '19:30': '20:00',
};

function card(
  orderId: string,
  start: string,
  gymName: string,
  overrides: Partial<BoardOrder> = {},
): BoardOrder {
  return {
    orderId,
    status: 'Processing',
    date: '2026-11-28T10:00:00.000Z',
    paymentMethod: 'credit-card',
    paymentAmmount: 886,
    order: LINES,
    slot: { date: TODAY, start, end: SLOT_ENDS[start] ?? start },
    gym: { name: gymName, handoverPoint: 'Front desk' },
    shopper: { name: 'Ravi Menon', phone: '9123456780' },
    ...overrides,
  };
}

const sixKoramangala = card('aaaaaaaaaa01', '18:00', KORAMANGALA);
const sixBandra = card('aaaaaaaaaa02', '18:00', BANDRA, {
  shopper: { name: 'Asha Kapoor', phone: '9876543210' },
});
const sevenBandra = card('aaaaaaaaaa03', '19:00', BANDRA);
const shippedSix = card('aaaaaaaaaa04', '18:00', KORAMANGALA, { status: 'Shipped' });
const inTransit = card('aaaaaaaaaa05', '19:00', BANDRA, { status: 'In Transit' });
const delivered = card('aaaaaaaaaa06', '18:30', BANDRA, { status: 'Delivered' });
const cancelled = card('aaaaaaaaaa07', '18:30', BANDRA, {
  status: 'Cancelled',
  cancellation: { by: 'staff', reason: 'Gym closed' },
  refund: {
    id: 'refund_aaaaaaaaaa07',
    amount: 886,
    status: 'pending',
    createdAt: '2026-11-28T19:00:00.000Z',
    updatedAt: '2026-11-28T19:00:00.000Z',
  },
});
const ALL = [sixBandra, sevenBandra, sixKoramangala, shippedSix, inTransit, delivered, cancelled];

/** What POST /admin/orders/advance answers: the order (the board reads itself again). */
const advanced = (orderId: string, status: Order['status']): StubReply => ({
  body: {
    success: true,
    data: {
      userId: objectId(),
      orderId,
      userName: 'Ravi Menon',
      address: `${KORAMANGALA}, Bengaluru, India`,
      phoneNumber: '9123456780',
      paymentMethod: 'credit-card',
      date: '2026-11-28T10:00:00.000Z',
      paymentAmmount: 886,
      order: [],
      summary: {
        originalPrice: 886,
        storePickup: 0,
        discountedAmmount: 0,
        tax: 0,
        finalTotal: 886,
      },
      status,
    },
  },
});

async function openBoard(
  routes: Record<string, StubReply | ((call: { query: Record<string, string> }) => StubReply)> = {},
  orders: BoardOrder[] = ALL,
) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
    'GET /gyms': { body: { success: true, data: GYMS } },
    'GET /admin/orders': ({ query }) => ({
      body: {
        success: true,
        data: orders.filter(
          (order) =>
            order.slot?.date === query.date &&
            (query.gym === undefined || order.gym?.name === query.gym) &&
            (query.slot === undefined || order.slot?.start === query.slot),
        ),
      },
    }),
    ...routes,
  });
  const app = renderApp('/admin/orders');
  await screen.findByRole('heading', { level: 1, name: 'Order board' });
  await screen.findAllByRole('article');
  const boardCalls = () =>
    calls.filter((call) => call.path === '/admin/orders').map((call) => call.query);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { ...app, calls, boardCalls, callsTo };
}

const column = (status: string) =>
  screen.getByRole('region', { name: new RegExp(`^${status} \\(`) });
const cardOf = (orderId: string) => screen.getByRole('article', { name: `Order ${orderId}` });
const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 5 }).map((heading) => heading.textContent);
const headingsIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

// Whole-app renders with typed input: allow for a busy shared machine.
describe('the order board (/admin/orders)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("opens on today's date in India and shows five columns by status, with counts", async () => {
    const { boardCalls } = await openBoard();
    expect(boardCalls()[0]).toEqual({ date: TODAY });
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Processing 3', 'Shipped 1', 'In Transit 1', 'Delivered 1', 'Cancelled 1']);
  });

  it('groups each column by slot, then gym', async () => {
    await openBoard();
    expect(headingsIn(column('Processing'))).toEqual([
      'Processing 3',
      '18:00–18:30',
      KORAMANGALA,
      `Order ${sixKoramangala.orderId}`,
      BANDRA,
      `Order ${sixBandra.orderId}`,
      '19:00–19:30',
      BANDRA,
      `Order ${sevenBandra.orderId}`,
    ]);
  });

  it("shows each card's id, slot, gym, items, total and the shopper to call", async () => {
    await openBoard();
    const found = within(cardOf(sixBandra.orderId));
    expect(found.getByText(`18:00–18:30 · ${BANDRA}`)).toBeInTheDocument();
    expect(
      within(found.getByRole('list', { name: 'Items' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 × Alphonso Mango Protein Smoothie', '3 × Blueberry Blast Smoothie']);
    expect(found.getByText('₹886.00')).toBeInTheDocument();
    expect(found.getByText(/Asha Kapoor/)).toBeInTheDocument();
    expect(found.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(found.queryByRole('list', { name: 'Flags' })).not.toBeInTheDocument();
  });

  it('flags an overbooked order, one that used a raced voucher and one paid after its slot', async () => {
    const flagged = card('aaaaaaaaaa08', '18:00', BANDRA, {
      overbooked: true,
      voucherOverLimit: true,
    });
    const onlyOverbooked = card('aaaaaaaaaa09', '18:00', BANDRA, { overbooked: true });
    const paidLate = card('aaaaaaaaaa0a', '18:00', BANDRA, { slotPassed: true });
    await openBoard({}, [flagged, onlyOverbooked, paidLate]);
    const flagsOf = (orderId: string) =>
      within(within(cardOf(orderId)).getByRole('list', { name: 'Flags' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(flagsOf(flagged.orderId)).toEqual(['Overbooked', 'Voucher over limit']);
    expect(flagsOf(onlyOverbooked.orderId)).toEqual(['Overbooked']);
    expect(flagsOf(paidLate.orderId)).toEqual(['Paid after its slot']);
  });

  it('says who cancelled and why, with the refund, and offers no buttons at the end', async () => {
    await openBoard();
    const found = within(cardOf(cancelled.orderId));
    expect(found.getByText('Cancelled by staff: Gym closed')).toBeInTheDocument();
    expect(found.getByText('Refund pending')).toBeInTheDocument();
    expect(found.queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf(delivered.orderId)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('filters by date, gym and slot; the slots are the chosen gym’s half hours', async () => {
    const { boardCalls, user } = await openBoard({}, [sixKoramangala, sevenBandra, inTransit]);
    const slotOptions = () =>
      within(screen.getByLabelText('Slot'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(slotOptions()).toEqual(['All slots', '18:00', '18:30', '19:00', '19:30']);

    await user.selectOptions(screen.getByLabelText('Gym'), BANDRA);
    await waitFor(() => expect(slotOptions()).toEqual(['All slots', '19:00', '19:30']));
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ date: TODAY, gym: BANDRA }));
    await waitFor(() => expect(screen.queryByText(`Order ${sixKoramangala.orderId}`)).toBeNull());

    await user.selectOptions(screen.getByLabelText('Slot'), '19:00');
    await waitFor(() =>
      expect(boardCalls().at(-1)).toEqual({ date: TODAY, gym: BANDRA, slot: '19:00' }),
    );
    await waitFor(() =>
      expect(cardTitles()).toEqual([`Order ${sevenBandra.orderId}`, `Order ${inTransit.orderId}`]),
    );

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-30' } });
    // (With the gym's whole day, for the slots its orders were booked at.)
    await waitFor(() =>
      expect(boardCalls()).toContainEqual({ date: '2026-11-30', gym: BANDRA, slot: '19:00' }),
    );
    await waitFor(() => expect(cardTitles()).toEqual([]));
    expect(screen.getAllByText('No orders')).toHaveLength(5);
  });

  it('also offers the slots orders were booked at before the gym’s hours were narrowed', async () => {
    // Bandra now opens 19:00–20:00; these were booked at 18:00 and 21:30 before that.
    const early = card('aaaaaaaaaa08', '18:00', BANDRA);
    const late = card('aaaaaaaaaa09', '21:30', BANDRA, {
      slot: { date: TODAY, start: '21:30', end: '22:00' },
    });
    const { boardCalls, user } = await openBoard({}, [sixKoramangala, sevenBandra, early, late]);
    const slotOptions = () =>
      within(screen.getByLabelText('Slot'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(slotOptions()).toEqual(['All slots', '18:00', '18:30', '19:00', '19:30', '21:30']),
    );

    await user.selectOptions(screen.getByLabelText('Gym'), BANDRA);
    await waitFor(() =>
      expect(slotOptions()).toEqual(['All slots', '18:00', '19:00', '19:30', '21:30']),
    );
    await user.selectOptions(screen.getByLabelText('Slot'), '21:30');
    await waitFor(() =>
      expect(boardCalls().at(-1)).toEqual({ date: TODAY, gym: BANDRA, slot: '21:30' }),
    );
    await waitFor(() => expect(cardTitles()).toEqual([`Order ${late.orderId}`]));
    // The slot chosen stays on offer while its orders are shown.
    expect(slotOptions()).toContain('21:30');
  });

  it('moves on to the next day at midnight in India while it stays open, unless a day was picked', async () => {
    // 23:59 on Sunday 29 Nov in India; timers run, so the kitchen's tablet can be left on past midnight.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-29T18:29:00Z'));
    const { boardCalls } = await openBoard();
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);

    await vi.advanceTimersByTimeAsync(2 * 60_000);
    await waitFor(() => expect(screen.getByLabelText('Date')).toHaveValue('2026-11-30'));
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ date: '2026-11-30' }));

    // A day the operator picks stays, across the next midnight too.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-02' } });
    await waitFor(() => expect(boardCalls().at(-1)).toEqual({ date: '2026-12-02' }));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-02');
    expect(boardCalls().at(-1)).toEqual({ date: '2026-12-02' });
  });

  it('moves a card one step with POST /admin/orders/advance, naming the step it expects', async () => {
    const { callsTo, boardCalls, user } = await openBoard({
      'POST /admin/orders/advance': advanced(sixBandra.orderId, 'Shipped'),
    });
    const before = boardCalls().length;
    await user.click(
      within(cardOf(sixBandra.orderId)).getByRole('button', { name: 'Move to Shipped' }),
    );
    expect(
      await screen.findByText(`Order ${sixBandra.orderId} is now Shipped.`),
    ).toBeInTheDocument();
    expect(callsTo('/admin/orders/advance').map((call) => call.body)).toEqual([
      { orderId: sixBandra.orderId, status: 'Shipped' },
    ]);
    await waitFor(() => expect(boardCalls().length).toBeGreaterThan(before));
    expect(
      within(cardOf(shippedSix.orderId)).getByRole('button', { name: 'Move to In Transit' }),
    ).toBeInTheDocument();
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { callsTo } = await openBoard({
      'POST /admin/orders/advance': advanced(sixBandra.orderId, 'Shipped'),
    });
    const button = within(cardOf(sixBandra.orderId)).getByRole('button', {
      name: 'Move to Shipped',
    });
    const release = holdRequests('/admin/orders/advance');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Moving…');
    release();
    expect(
      await screen.findByText(`Order ${sixBandra.orderId} is now Shipped.`),
    ).toBeInTheDocument();
    expect(callsTo('/admin/orders/advance')).toHaveLength(1);
  });

  it.each([
    [
      'a card another operator moved meanwhile',
      apiFailure(409, 'CONFLICT', 'An order that is Shipped cannot move to Shipped'),
      'An order that is Shipped cannot move to Shipped',
    ],
    [
      'a lost staff role',
      apiFailure(403, 'FORBIDDEN', 'Only GymFuel staff may do this'),
      'Only GymFuel staff may do this',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('shows the refusal on the card for %s', async (_case, reply, message) => {
    const { user } = await openBoard({ 'POST /admin/orders/advance': reply });
    const found = within(cardOf(sixBandra.orderId));
    await user.click(found.getByRole('button', { name: 'Move to Shipped' }));
    expect(await found.findByRole('alert')).toHaveTextContent(message);
  });

  describe('the step to Delivered', () => {
    const openHandover = async (reply: StubReply = advanced(inTransit.orderId, 'Delivered')) => {
      const board = await openBoard({ 'POST /admin/orders/advance': reply });
      await board.user.click(
        within(cardOf(inTransit.orderId)).getByRole('button', { name: 'Move to Delivered' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: `Hand over order ${inTransit.orderId}`,
      });
      const code = within(dialog).getByLabelText('Handover code');
      const send = () =>
        board.user.click(within(dialog).getByRole('button', { name: 'Mark Delivered' }));
      return { ...board, dialog, code, send };
    };

    it('asks for the 4-digit code on the number keypad, and sends it', async () => {
      const { callsTo, code, send, user } = await openHandover();
      expect(code).toHaveAttribute('inputMode', 'numeric');
      // The field takes no more than the code's 4 characters.
      await user.type(code, '48215');
      expect(code).toHaveValue('4821');
      await send();
      expect(
        await screen.findByText(`Order ${inTransit.orderId} is now Delivered.`),
      ).toBeInTheDocument();
      expect(callsTo('/admin/orders/advance').map((call) => call.body)).toEqual([
        { orderId: inTransit.orderId, status: 'Delivered', handoverCode: '4821' },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it.each([[' 7155 '], ['71 55']])(
      'takes a code pasted as %j, with spaces around or in it',
      async (pasted) => {
        const { callsTo, code, dialog, send, user } = await openHandover();
        await user.click(code);
        await user.paste(pasted);
        expect(code).toHaveValue('7155');
        await send();
        expect(
          await screen.findByText(`Order ${inTransit.orderId} is now Delivered.`),
        ).toBeInTheDocument();
        expect(
          within(dialog).queryByText('Handover code must be 4 digits'),
        ).not.toBeInTheDocument();
        expect(callsTo('/admin/orders/advance').map((call) => call.body)).toEqual([
          { orderId: inTransit.orderId, status: 'Delivered', handoverCode: '7155' },
        ]);
      },
    );

    it.each([['48a'], ['']])(
      'names a code %j that is not 4 digits before asking the server',
      async (typed) => {
        const { callsTo, code, dialog, send, user } = await openHandover();
        if (typed) await user.type(code, typed);
        await send();
        expect(within(dialog).getByText('Handover code must be 4 digits')).toBeInTheDocument();
        expect(code).toHaveAttribute('aria-invalid', 'true');
        expect(callsTo('/admin/orders/advance')).toHaveLength(0);
      },
    );

    it.each([
      ['a wrong code', apiFailure(409, 'CONFLICT', 'Wrong handover code')],
      [
        'a locked handover',
        apiFailure(
          429,
          'TOO_MANY_REQUESTS',
          'Too many wrong handover codes. Please try again in 10 minutes.',
        ),
      ],
    ])('shows the server’s words for %s, and keeps the code', async (_case, reply) => {
      const { code, dialog, send, user } = await openHandover(reply);
      await user.type(code, '1234');
      await send();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        (reply.body as { message: string }).message,
      );
      expect(code).toHaveValue('1234');
    });

    it('closes with Back, sending nothing', async () => {
      const { callsTo, dialog, user } = await openHandover();
      await user.click(within(dialog).getByRole('button', { name: 'Back' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(callsTo('/admin/orders/advance')).toHaveLength(0);
    });
  });

  describe('Cancel order', () => {
    const openCancel = async (
      reply: StubReply = { body: { success: true, data: { ...sixBandra, status: 'Cancelled' } } },
    ) => {
      const board = await openBoard({ 'POST /admin/orders/cancel': reply });
      await board.user.click(
        within(cardOf(sixBandra.orderId)).getByRole('button', { name: 'Cancel order' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: `Cancel order ${sixBandra.orderId}`,
      });
      const reason = within(dialog).getByLabelText('Reason');
      const confirm = () =>
        board.user.click(within(dialog).getByRole('button', { name: 'Confirm cancel' }));
      return { ...board, dialog, reason, confirm };
    };

    it('asks for a reason, says the payment is refunded, and sends it trimmed', async () => {
      const { callsTo, dialog, reason, confirm, user, boardCalls } = await openCancel();
      expect(
        within(dialog).getByText("The customer's payment of ₹886.00 is refunded."),
      ).toBeInTheDocument();
      expect(reason).toHaveAttribute('maxLength', '200');
      const before = boardCalls().length;
      await user.type(reason, '  Gym closed for a power cut ');
      await confirm();
      expect(
        await screen.findByText(`Order ${sixBandra.orderId} is cancelled.`),
      ).toBeInTheDocument();
      expect(callsTo('/admin/orders/cancel').map((call) => call.body)).toEqual([
        { orderId: sixBandra.orderId, reason: 'Gym closed for a power cut' },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      await waitFor(() => expect(boardCalls().length).toBeGreaterThan(before));
    });

    it.each([[''], ['   ']])('names an empty reason %j before asking the server', async (typed) => {
      const { callsTo, dialog, reason, confirm, user } = await openCancel();
      if (typed) await user.type(reason, typed);
      await confirm();
      expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
      expect(callsTo('/admin/orders/cancel')).toHaveLength(0);
    });

    it('shows the server’s refusal, and keeps the reason', async () => {
      const { dialog, reason, confirm, user } = await openCancel(
        apiFailure(409, 'CONFLICT', 'This order is Delivered and can no longer be cancelled'),
      );
      await user.type(reason, 'Shopper asked');
      await confirm();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This order is Delivered and can no longer be cancelled',
      );
      expect(reason).toHaveValue('Shopper asked');
    });

    it('sends one request for a double click', async () => {
      const { callsTo, dialog, reason, user } = await openCancel();
      await user.type(reason, 'No-show');
      const button = within(dialog).getByRole('button', { name: 'Confirm cancel' });
      const release = holdRequests('/admin/orders/cancel');
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveTextContent('Cancelling…');
      release();
      expect(
        await screen.findByText(`Order ${sixBandra.orderId} is cancelled.`),
      ).toBeInTheDocument();
      expect(callsTo('/admin/orders/cancel')).toHaveLength(1);
    });
  });

  describe('live updates', () => {
    const stream = () => {
      const streams = FakeEventSource.to('/admin/orders/events');
      expect(streams).toHaveLength(1);
      return streams[0]!;
    };

    it('opens one stream for the board, with the session cookie, whatever the filters', async () => {
      const { user } = await openBoard();
      expect(stream().withCredentials).toBe(true);
      await user.selectOptions(screen.getByLabelText('Gym'), BANDRA);
      await user.selectOptions(screen.getByLabelText('Slot'), '19:00');
      expect(FakeEventSource.to('/admin/orders/events')).toHaveLength(1);
      expect(stream().isClosed).toBe(false);
    });

    it('moves a card another operator changed, without a request', async () => {
      const { boardCalls } = await openBoard();
      const before = boardCalls().length;
      stream().send('order', { ...sixBandra, status: 'In Transit' });
      await waitFor(() =>
        expect(
          within(column('In Transit')).getByText(`Order ${sixBandra.orderId}`),
        ).toBeInTheDocument(),
      );
      expect(within(column('Processing')).queryByText(`Order ${sixBandra.orderId}`)).toBeNull();
      expect(headingsIn(column('In Transit'))).toEqual([
        'In Transit 2',
        '18:00–18:30',
        BANDRA,
        `Order ${sixBandra.orderId}`,
        '19:00–19:30',
        BANDRA,
        `Order ${inTransit.orderId}`,
      ]);
      expect(boardCalls()).toHaveLength(before);
    });

    it('still says where the order went when the stream moved its card before the answer came', async () => {
      await openBoard({ 'POST /admin/orders/advance': advanced(sixBandra.orderId, 'Shipped') });
      const release = holdRequests('/admin/orders/advance');
      fireEvent.click(
        within(cardOf(sixBandra.orderId)).getByRole('button', { name: 'Move to Shipped' }),
      );
      // The change reaches the board's stream first: the card that asked is replaced.
      stream().send('order', { ...sixBandra, status: 'Shipped' });
      await waitFor(() =>
        expect(
          within(column('Shipped')).getByText(`Order ${sixBandra.orderId}`),
        ).toBeInTheDocument(),
      );
      release();
      expect(
        await screen.findByText(`Order ${sixBandra.orderId} is now Shipped.`),
      ).toBeInTheDocument();
    });

    it('adds a new order of the shown day, and ignores one of another day or gym', async () => {
      const { user } = await openBoard();
      await user.selectOptions(screen.getByLabelText('Gym'), BANDRA);
      await waitFor(() => expect(screen.queryByText(`Order ${sixKoramangala.orderId}`)).toBeNull());
      stream().send('order', card('bbbbbbbbbb01', '18:00', KORAMANGALA));
      stream().send(
        'order',
        card('bbbbbbbbbb02', '18:00', BANDRA, {
          slot: { date: '2026-11-30', start: '18:00', end: '18:30' },
        }),
      );
      stream().send('order', card('bbbbbbbbbb03', '19:30', BANDRA));
      expect(await screen.findByText('Order bbbbbbbbbb03')).toBeInTheDocument();
      expect(screen.queryByText('Order bbbbbbbbbb01')).toBeNull();
      expect(screen.queryByText('Order bbbbbbbbbb02')).toBeNull();
    });

    it('reads the board again when the stream (re)connects, and ignores garbled events', async () => {
      const { boardCalls } = await openBoard();
      const before = boardCalls().length;
      stream().send('order', '{not json');
      stream().send('order', { orderId: 'nope' });
      stream().send('ready', {});
      await waitFor(() => expect(boardCalls().length).toBe(before + 1));
      expect(screen.getAllByRole('article')).toHaveLength(ALL.length);
    });

    it('opens the stream again when the server refused it (a 503 while the API restarts)', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const { boardCalls } = await openBoard();
      const [refused] = FakeEventSource.to('/admin/orders/events');
      refused!.refuse();
      await vi.advanceTimersByTimeAsync(5_000);
      const [, reopened, ...more] = FakeEventSource.to('/admin/orders/events');
      expect(reopened).toBeDefined();
      expect(more).toEqual([]);

      const before = boardCalls().length;
      reopened!.send('ready', {});
      await waitFor(() => expect(boardCalls().length).toBe(before + 1));
      reopened!.send('order', { ...sixBandra, status: 'Shipped' });
      await waitFor(() =>
        expect(
          within(column('Shipped')).getByText(`Order ${sixBandra.orderId}`),
        ).toBeInTheDocument(),
      );
    });

    it('asks who is signed in when the stream is refused, and leaves once the role was taken away', async () => {
      vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      let role: 'staff' | 'customer' = 'staff';
      const staffMember = makeUser({ role: 'staff' });
      await openBoard({ 'POST /getuser': () => storeSessionOf({ ...staffMember, role }) });
      // The owner revokes the role: the server ends the stream, and refuses it (403) from then on.
      role = 'customer';
      FakeEventSource.to('/admin/orders/events')[0]!.refuse();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
      ).toBeInTheDocument();
      // No shopper's name or phone stays on screen, and the stream is not asked for again.
      expect(screen.queryByText('Ravi Menon')).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(FakeEventSource.to('/admin/orders/events')).toHaveLength(1);
    });

    it('closes the stream when the board is left', async () => {
      const { router } = await openBoard({ 'GET /getproducts': { body: [] } });
      await router.navigate('/');
      await waitFor(() => expect(stream().isClosed).toBe(true));
    });
  });
});
