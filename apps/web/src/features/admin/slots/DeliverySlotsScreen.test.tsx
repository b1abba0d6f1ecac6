import type { AdminGym, AdminSlot } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

/** Saturday 28 Nov 2026, 16:30 in India. */
const SHOP_NOW = new Date('2026-11-28T16:30:00+05:30');

const gym = (name: string, opensAt: string, closesAt: string): AdminGym => ({
  _id: name === 'Flex Zone Andheri' ? '64b000000000000000000001' : '64b000000000000000000002',
  name,
  area: 'Andheri West',
  city: 'Mumbai',
  state: 'Maharashtra',
  opensAt,
  closesAt,
  handoverPoint: 'Front desk',
  version: 0,
});
const FLEX = gym('Flex Zone Andheri', '06:00', '07:00');
const IRON = gym('Iron Temple Fitness Bandra', '05:30', '06:30');

const slot = (start: string, end: string, figures: Partial<AdminSlot> = {}): AdminSlot => ({
  start,
  end,
  capacity: 20,
  overridden: false,
  booked: 0,
  remaining: 20,
  outsideHours: false,
  ...figures,
});
const FLEX_DAY = [slot('06:00', '06:30', { booked: 3, remaining: 17 }), slot('06:30', '07:00')];
const IRON_DAY = [slot('05:30', '06:00', { capacity: 5, overridden: true, remaining: 5 })];

type Routes = Record<string, StubReply | ((call: RecordedCall) => StubReply)>;

function openScreen(routes: Routes = {}) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role: 'owner' })),
    'GET /admin/delivery': {
      body: { success: true, data: { gyms: [FLEX, IRON], defaultCapacity: 20 } },
    },
    'GET /admin/delivery/slots': (call) => ({
      body: { success: true, data: call.query.gym === IRON.name ? IRON_DAY : FLEX_DAY },
    }),
    ...routes,
  });
  const app = renderApp('/admin/slots');
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  const slotForm = (times: string) => screen.getByRole('form', { name: `Slot ${times}` });
  return { ...app, calls, callsTo, slotForm };
}

const replyWith = (data: unknown): StubReply => ({ body: { success: true, data } });

// Whole-app renders with typed input: allow for a busy shared machine.
describe('the delivery slots screen (/admin/slots)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(SHOP_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the default, the first gym’s hours and today’s slots with capacity and booked', async () => {
    const { callsTo, slotForm } = openScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivery slots' })).toBeVisible();
    expect(await screen.findByLabelText('Orders per slot')).toHaveValue(20);
    expect(screen.getByLabelText('Gym')).toHaveValue(FLEX.name);
    expect(screen.getByLabelText('Opens at')).toHaveValue('06:00');
    expect(screen.getByLabelText('Closes at')).toHaveValue('07:00');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-11-28');
    expect(screen.getByRole('option', { name: 'Today, Sat 28 Nov' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Friday, Fri 4 Dec' })).toBeInTheDocument();

    const first = (await screen.findByRole('form', { name: 'Slot 06:00–06:30' })).closest('li')!;
    expect(first).toHaveTextContent('06:00–06:30Capacity 20 (default)Booked 317 left');
    expect(within(slotForm('06:00–06:30')).getByLabelText('Capacity')).toHaveValue(20);
    expect(callsTo('GET', '/admin/delivery/slots').map((call) => call.query)).toEqual([
      { gym: FLEX.name, date: '2026-11-28' },
    ]);
  });

  it('still shows a booked slot outside the gym’s current hours, marked, without a capacity to set', async () => {
    const { slotForm } = openScreen({
      'GET /admin/delivery/slots': replyWith([
        ...FLEX_DAY,
        slot('21:30', '22:00', { booked: 2, remaining: 18, outsideHours: true }),
      ]),
    });
    const late = (await screen.findByText('21:30–22:00')).closest('li')!;
    expect(late).toHaveTextContent(
      '21:30–22:00Booked 2Outside the current hoursBooked before the hours changed: these orders are still to be delivered. It takes no new ones.',
    );
    expect(within(late).queryByRole('form')).not.toBeInTheDocument();
    expect(slotForm('06:30–07:00')).toBeInTheDocument();
  });

  it('shows another gym’s hours and slots, and another day’s', async () => {
    const { callsTo, user } = openScreen();
    await user.selectOptions(await screen.findByLabelText('Gym'), IRON.name);
    expect(screen.getByLabelText('Opens at')).toHaveValue('05:30');
    const own = (await screen.findByRole('form', { name: 'Slot 05:30–06:00' })).closest('li')!;
    expect(own).toHaveTextContent('Capacity 5Booked 05 left');
    await user.selectOptions(screen.getByLabelText('Date'), 'Tomorrow, Sun 29 Nov');
    await waitFor(() =>
      expect(callsTo('GET', '/admin/delivery/slots').at(-1)?.query).toEqual({
        gym: IRON.name,
        date: '2026-11-29',
      }),
    );
  });

  describe('default capacity', () => {
    it('stores a new default and says what it does, after the settings are read again', async () => {
      let stored = 20;
      const { callsTo, user } = openScreen({
        'GET /admin/delivery': () => replyWith({ gyms: [FLEX, IRON], defaultCapacity: stored }),
        'PUT /admin/delivery/default-capacity': () => {
          stored = 8;
          return replyWith({ capacity: 8 });
        },
      });
      const field = await screen.findByLabelText('Orders per slot');
      await user.clear(field);
      await user.type(field, '8');
      await user.click(screen.getByRole('button', { name: 'Save default' }));
      expect(
        await screen.findByText('Every slot without its own capacity now takes 8 orders.'),
      ).toHaveAttribute('role', 'status');
      expect(callsTo('PUT', '/admin/delivery/default-capacity').map((call) => call.body)).toEqual([
        { capacity: 8 },
      ]);
      await waitFor(() => expect(callsTo('GET', '/admin/delivery')).toHaveLength(2));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Every slot without its own capacity now takes 8 orders.',
      );
      expect(screen.getByLabelText('Orders per slot')).toHaveValue(8);
    });

    it.each([
      ['0', 'Orders per slot must be from 1 to 1000'],
      ['1001', 'Orders per slot must be from 1 to 1000'],
      ['2.5', 'Orders per slot must be a whole number'],
      ['', 'Orders per slot must be a number'],
    ])('names %j at the field without asking the server', async (typed, message) => {
      const { callsTo, user } = openScreen();
      const field = await screen.findByLabelText('Orders per slot');
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Save default' }));
      expect(field).toHaveAccessibleDescription(message);
      expect(callsTo('PUT', '/admin/delivery/default-capacity')).toHaveLength(0);
    });

    it('sends one request for a double click', async () => {
      const { callsTo } = openScreen({
        'PUT /admin/delivery/default-capacity': replyWith({ capacity: 20 }),
      });
      const button = await screen.findByRole('button', { name: 'Save default' });
      const release = holdRequests('/admin/delivery/default-capacity');
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(button).toHaveTextContent('Saving…'));
      release();
      await screen.findByText('Every slot without its own capacity now takes 20 orders.');
      expect(callsTo('PUT', '/admin/delivery/default-capacity')).toHaveLength(1);
    });
  });

  describe('opening hours', () => {
    const setHours = async (
      user: ReturnType<typeof openScreen>['user'],
      opens: string,
      closes: string,
    ) => {
      const opensAt = await screen.findByLabelText('Opens at');
      const closesAt = screen.getByLabelText('Closes at');
      fireEvent.change(opensAt, { target: { value: opens } });
      fireEvent.change(closesAt, { target: { value: closes } });
      await user.click(screen.getByRole('button', { name: 'Save hours' }));
    };

    it('stores the gym’s hours and reads its slots again', async () => {
      let flex = FLEX;
      const { callsTo, user } = openScreen({
        'GET /admin/delivery': () => replyWith({ gyms: [flex, IRON], defaultCapacity: 20 }),
        'PUT /admin/delivery/hours': (call) => {
          const { opensAt, closesAt } = call.body as AdminGym;
          flex = { ...FLEX, opensAt, closesAt, version: flex.version + 1 };
          return replyWith(flex);
        },
      });
      await screen.findByRole('form', { name: 'Slot 06:00–06:30' });
      await setHours(user, '07:00', '21:00');
      expect(
        await screen.findByText('Flex Zone Andheri takes deliveries 07:00–21:00.'),
      ).toHaveAttribute('role', 'status');
      expect(callsTo('PUT', '/admin/delivery/hours').map((call) => call.body)).toEqual([
        { gym: FLEX.name, opensAt: '07:00', closesAt: '21:00', version: 0 },
      ]);
      await waitFor(() => expect(callsTo('GET', '/admin/delivery/slots')).toHaveLength(2));
      expect(callsTo('GET', '/admin/delivery')).toHaveLength(2);
      expect(screen.getByText('Flex Zone Andheri takes deliveries 07:00–21:00.')).toBeVisible();

      // A second save from the same form is based on the version the first one made.
      await setHours(user, '08:00', '21:00');
      expect(
        await screen.findByText('Flex Zone Andheri takes deliveries 08:00–21:00.'),
      ).toBeVisible();
      expect(callsTo('PUT', '/admin/delivery/hours').at(-1)?.body).toEqual({
        gym: FLEX.name,
        opensAt: '08:00',
        closesAt: '21:00',
        version: 1,
      });
    });

    it('says when someone else saved the hours meanwhile, and reloads them keeping what was typed in sight', async () => {
      // Another owner moved the opening to 06:30 while this screen was open.
      let flex = FLEX;
      let saves = 0;
      const { callsTo, user } = openScreen({
        'GET /admin/delivery': () => replyWith({ gyms: [flex, IRON], defaultCapacity: 20 }),
        'PUT /admin/delivery/hours': () => {
          saves += 1;
          if (saves === 1) {
            flex = { ...FLEX, opensAt: '06:30', version: 1 };
            return apiFailure(
              409,
              'CONFLICT',
              'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
            );
          }
          flex = { ...FLEX, opensAt: '06:30', closesAt: '21:00', version: 2 };
          return replyWith(flex);
        },
      });
      await screen.findByRole('form', { name: 'Slot 06:00–06:30' });
      await setHours(user, '07:00', '21:00');

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
      );
      // What was typed stays; nothing is saved until the operator reloads.
      expect(screen.getByLabelText('Opens at')).toHaveValue('07:00');
      expect(screen.queryByRole('button', { name: 'Save hours' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Reload hours' }));
      const note = await screen.findByRole('status');
      expect(note).toHaveTextContent(
        'The form now shows the hours as last saved. What you had typed, not saved:',
      );
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Opens at: 07:00', 'Closes at: 21:00']);
      expect(screen.getByLabelText('Opens at')).toHaveValue('06:30');
      expect(screen.getByLabelText('Closes at')).toHaveValue('07:00');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      fireEvent.change(screen.getByLabelText('Closes at'), { target: { value: '21:00' } });
      await user.click(screen.getByRole('button', { name: 'Save hours' }));
      expect(
        await screen.findByText('Flex Zone Andheri takes deliveries 06:30–21:00.'),
      ).toBeVisible();
      expect(
        callsTo('PUT', '/admin/delivery/hours').map((call) => (call.body as AdminGym).version),
      ).toEqual([0, 1]);
    });

    it('keeps a gym open until midnight: closing at 00:00 is stored as 24:00', async () => {
      let flex = { ...FLEX, closesAt: '24:00' };
      const { callsTo, user } = openScreen({
        'GET /admin/delivery': () => replyWith({ gyms: [flex, IRON], defaultCapacity: 20 }),
        'GET /admin/delivery/slots': replyWith([
          slot('23:00', '23:30'),
          slot('23:30', '00:00', { booked: 4, remaining: 16 }),
        ]),
        'PUT /admin/delivery/hours': (call) => {
          const { opensAt, closesAt } = call.body as AdminGym;
          flex = { ...FLEX, opensAt, closesAt, version: flex.version + 1 };
          return replyWith(flex);
        },
      });
      // 24:00 reads as 00:00 in the time input, and the last slot ends at 00:00.
      expect(await screen.findByLabelText('Closes at')).toHaveValue('00:00');
      const last = (await screen.findByRole('form', { name: 'Slot 23:30–00:00' })).closest('li')!;
      expect(last).toHaveTextContent('23:30–00:00Capacity 20 (default)Booked 416 left');

      await setHours(user, '00:00', '00:00');
      expect(
        await screen.findByText('Flex Zone Andheri takes deliveries 00:00–24:00.'),
      ).toHaveAttribute('role', 'status');
      expect(callsTo('PUT', '/admin/delivery/hours').map((call) => call.body)).toEqual([
        { gym: FLEX.name, opensAt: '00:00', closesAt: '24:00', version: 0 },
      ]);
      expect(screen.getByLabelText('Closes at')).toHaveValue('00:00');
    });

    it('names no difference for midnight when the hours are reloaded after someone else saved', async () => {
      let flex = { ...FLEX, closesAt: '24:00' };
      const { user } = openScreen({
        'GET /admin/delivery': () => replyWith({ gyms: [flex, IRON], defaultCapacity: 20 }),
        'PUT /admin/delivery/hours': () => {
          flex = { ...flex, opensAt: '05:00', version: 1 };
          return apiFailure(
            409,
            'CONFLICT',
            'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
          );
        },
      });
      await setHours(user, '07:00', '00:00');
      await user.click(await screen.findByRole('button', { name: 'Reload hours' }));
      const note = await screen.findByRole('status');
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Opens at: 07:00']);
      expect(screen.getByLabelText('Opens at')).toHaveValue('05:00');
      expect(screen.getByLabelText('Closes at')).toHaveValue('00:00');
    });

    it.each([
      ['07:15', '21:00', 'Opens at', 'Opens at must be on the hour or half past'],
      ['21:00', '07:00', 'Closes at', 'Closes at must be after the opening time'],
    ])(
      'names %s–%s at the field without asking the server',
      async (opens, closes, label, message) => {
        const { callsTo, user } = openScreen();
        await setHours(user, opens, closes);
        expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
        expect(callsTo('PUT', '/admin/delivery/hours')).toHaveLength(0);
      },
    );

    it('shows the server’s refusal', async () => {
      const { user } = openScreen({
        'PUT /admin/delivery/hours': apiFailure(404, 'NOT_FOUND', 'Gym not found'),
      });
      await setHours(user, '07:00', '21:00');
      expect(await screen.findByRole('alert')).toHaveTextContent('Gym not found');
    });
  });

  describe('one slot’s capacity', () => {
    const setCapacity = async (
      { slotForm, user }: ReturnType<typeof openScreen>,
      times: string,
      typed: string,
    ) => {
      const form = await screen.findByRole('form', { name: `Slot ${times}` });
      const field = within(form).getByLabelText('Capacity');
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(slotForm(times)).getByRole('button', { name: 'Set' }));
      return field;
    };

    it('closes a slot with 0 for the date shown', async () => {
      const view = openScreen({
        'PUT /admin/delivery/capacity': replyWith(
          slot('06:30', '07:00', { capacity: 0, overridden: true, remaining: 0 }),
        ),
      });
      await setCapacity(view, '06:30–07:00', '0');
      expect(await screen.findByText('06:30–07:00 is closed.')).toHaveAttribute('role', 'status');
      expect(view.callsTo('PUT', '/admin/delivery/capacity').map((call) => call.body)).toEqual([
        { gym: FLEX.name, date: '2026-11-28', start: '06:30', capacity: 0 },
      ]);
      await waitFor(() => expect(view.callsTo('GET', '/admin/delivery/slots')).toHaveLength(2));
    });

    it('says the orders already booked keep their seats when lowered below them', async () => {
      const view = openScreen({
        'PUT /admin/delivery/capacity': replyWith(
          slot('06:00', '06:30', { capacity: 2, overridden: true, booked: 3, remaining: 0 }),
        ),
      });
      await setCapacity(view, '06:00–06:30', '2');
      expect(
        await screen.findByText(
          '06:00–06:30 now takes 2 orders. The 3 orders already booked keep their seats.',
        ),
      ).toBeInTheDocument();
    });

    it.each([
      ['-1', 'Capacity must be from 0 to 1000'],
      ['1001', 'Capacity must be from 0 to 1000'],
      ['', 'Capacity must be a number'],
    ])('names %j at the slot without asking the server', async (typed, message) => {
      const view = openScreen();
      const field = await setCapacity(view, '06:00–06:30', typed);
      expect(field).toHaveAccessibleDescription(message);
      expect(view.callsTo('PUT', '/admin/delivery/capacity')).toHaveLength(0);
    });

    it('shows the server’s refusal at the slot', async () => {
      const view = openScreen({
        'PUT /admin/delivery/capacity': apiFailure(
          400,
          'BAD_REQUEST',
          'Pick a date from today to 6 days ahead',
        ),
      });
      await setCapacity(view, '06:00–06:30', '5');
      expect(
        await within(view.slotForm('06:00–06:30').closest('li')!).findByRole('alert'),
      ).toHaveTextContent('Pick a date from today to 6 days ahead');
    });
  });

  it('is the 404 page for staff', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })) });
    renderApp('/admin/slots');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
  });
});
