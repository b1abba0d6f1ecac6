import type { AdminVoucher } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { holdRequests, stubApi, type RecordedCall, type StubReply } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const FIT10: AdminVoucher = {
  code: 'FIT10',
  discountPercentage: 10,
  isActive: true,
  rules: '',
  uses: 1,
  version: 0,
};
const MIN499: AdminVoucher = {
  code: 'MIN499',
  discountPercentage: 10,
  isActive: true,
  minOrderValue: 499,
  perCustomerLimit: 1,
  usageLimit: 100,
  // 1 Dec 00:00 to 31 Dec 24:00, India time.
  validFrom: '2026-11-30T18:30:00.000Z',
  validUntil: '2026-12-31T18:30:00.000Z',
  rules: 'Min. order ₹499 · from 1 Dec · until 31 Dec',
  uses: 3,
  version: 0,
};
const MONSOON30: AdminVoucher = {
  code: 'MONSOON30',
  discountPercentage: 30,
  isActive: false,
  rules: '',
  uses: 0,
  version: 0,
};

type Routes = Record<string, StubReply | ((call: RecordedCall) => StubReply)>;
const replyWith = (data: unknown): StubReply => ({ body: { success: true, data } });

function openScreen(routes: Routes = {}) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role: 'owner' })),
    'GET /admin/vouchers': replyWith([FIT10, MIN499, MONSOON30]),
    ...routes,
  });
  const app = renderApp('/admin/vouchers');
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  const card = (code: string) => screen.getByRole('article', { name: code });
  return { ...app, callsTo, card };
}

/** Types into the voucher form's field labelled `label` (clearing it first). */
async function fill(user: ReturnType<typeof openScreen>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

// Whole-app renders with typed input: allow for a busy shared machine.
describe('the vouchers screen (/admin/vouchers)', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    // 15 Dec 2026, noon in India: MIN499 runs (1 to 31 Dec).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists every voucher with its discount, switch, rules and uses', async () => {
    const { card } = openScreen();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
    await screen.findByRole('article', { name: 'FIT10' });
    expect(card('FIT10')).toHaveTextContent(
      'FIT1010% offActiveNo rulesUsed 1 time · No limit per shopper',
    );
    expect(card('MIN499')).toHaveTextContent(
      'MIN49910% offActiveMin. order ₹499 · from 1 Dec · until 31 DecUsed 3 of 100 · 1 per shopper',
    );
    expect(card('MONSOON30')).toHaveTextContent('Inactive');
    expect(
      within(card('MONSOON30')).queryByRole('button', { name: 'Deactivate MONSOON30' }),
    ).not.toBeInTheDocument();
  });

  it('says when a switched-on code no longer applies: expired, not started yet or used up', async () => {
    const expired = { ...FIT10, code: 'DIWALI', validUntil: '2026-11-19T18:30:00.000Z' };
    const notYet = { ...FIT10, code: 'NEWYEAR', validFrom: '2026-12-31T18:30:00.000Z' };
    const usedUp = { ...FIT10, code: 'FIRST5', usageLimit: 5, uses: 5 };
    const { card } = openScreen({
      'GET /admin/vouchers': replyWith([FIT10, expired, notYet, usedUp, MONSOON30]),
    });
    await screen.findByRole('article', { name: 'DIWALI' });
    const state = (code: string) => card(code).querySelector('.voucher-card__state')?.textContent;
    expect(['FIT10', 'DIWALI', 'NEWYEAR', 'FIRST5', 'MONSOON30'].map(state)).toEqual([
      'Active',
      'Expired',
      'Not started',
      'Used up',
      'Inactive',
    ]);
    // Still switched on: the owner may switch it off for good.
    expect(within(card('DIWALI')).getByRole('button', { name: 'Deactivate DIWALI' })).toBeVisible();
  });

  describe('a new voucher', () => {
    it('is created with every rule, money in rupees and days as India midnights', async () => {
      const created = { ...MIN499, code: 'GYM25', discountPercentage: 25, uses: 0 };
      const { callsTo, user } = openScreen({ 'POST /admin/vouchers': replyWith(created) });
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      expect(screen.getByRole('heading', { name: 'New voucher' })).toBeVisible();
      expect(screen.getByLabelText('Uses per shopper')).toHaveValue(1);

      await user.type(screen.getByLabelText('Code'), 'gym25');
      expect(screen.getByLabelText('Code')).toHaveValue('GYM25');
      await fill(user, 'Discount (%)', '25');
      await fill(user, 'Minimum order (₹)', '499.5');
      await fill(user, 'Maximum discount (₹)', '150');
      fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-01' } });
      fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-31' } });
      await fill(user, 'Uses in total', '100');
      await fill(user, 'Uses per shopper', '2');
      await user.click(screen.getByLabelText('First order only'));
      await user.click(screen.getByRole('button', { name: 'Create voucher' }));

      expect(await screen.findByText('Voucher GYM25 created.')).toHaveAttribute('role', 'status');
      expect(callsTo('POST', '/admin/vouchers').map((call) => call.body)).toEqual([
        {
          code: 'GYM25',
          discountPercentage: 25,
          minOrderValue: 499.5,
          maxDiscount: 150,
          // 1 Dec from India's midnight; 31 Dec is the last day, so until 1 Jan's midnight.
          validFrom: '2026-11-30T18:30:00.000Z',
          validUntil: '2026-12-31T18:30:00.000Z',
          usageLimit: 100,
          perCustomerLimit: 2,
          firstOrderOnly: true,
        },
      ]);
      expect(screen.queryByRole('form', { name: 'New voucher' })).not.toBeInTheDocument();
      await waitFor(() => expect(callsTo('GET', '/admin/vouchers')).toHaveLength(2));
    });

    it('leaves out the rules left empty, and says no limit per shopper with null', async () => {
      const { callsTo, user } = openScreen({ 'POST /admin/vouchers': replyWith(FIT10) });
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      await user.type(screen.getByLabelText('Code'), 'FIT10');
      await fill(user, 'Discount (%)', '10');
      await fill(user, 'Uses per shopper', '');
      await user.click(screen.getByRole('button', { name: 'Create voucher' }));
      await screen.findByText('Voucher FIT10 created.');
      expect(callsTo('POST', '/admin/vouchers').map((call) => call.body)).toEqual([
        { code: 'FIT10', discountPercentage: 10, perCustomerLimit: null },
      ]);
    });

    it.each([
      ['no code', {}, 'Code', 'Enter a voucher code'],
      [
        'a discount of 0',
        { 'Discount (%)': '0' },
        'Discount (%)',
        'Discount (%) must be at least 1',
      ],
      [
        'a discount over 100',
        { 'Discount (%)': '120' },
        'Discount (%)',
        'Discount (%) must be at most 100',
      ],
      [
        'a usage limit of 0',
        { 'Uses in total': '0' },
        'Uses in total',
        'Uses in total must be at least 1',
      ],
      [
        'a fractional limit',
        { 'Uses per shopper': '1.5' },
        'Uses per shopper',
        'Uses per shopper must be a whole number',
      ],
      [
        'a 100% discount without a maximum',
        { 'Discount (%)': '100' },
        'Maximum discount (₹)',
        'A 100% code needs a maximum discount',
      ],
      [
        'a minimum with 3 decimals',
        { 'Minimum order (₹)': '1.005' },
        'Minimum order (₹)',
        'At most 2 decimals',
      ],
    ])('names %s at the field without asking the server', async (_case, typed, label, message) => {
      const { callsTo, user } = openScreen();
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      if (label !== 'Code') await user.type(screen.getByLabelText('Code'), 'NEW5');
      await fill(user, 'Discount (%)', '5');
      for (const [field, text] of Object.entries(typed)) await fill(user, field, text);
      await user.click(screen.getByRole('button', { name: 'Create voucher' }));
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveFocus();
      expect(callsTo('POST', '/admin/vouchers')).toHaveLength(0);
    });

    it('names an end before the start', async () => {
      const { callsTo, user } = openScreen();
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      await user.type(screen.getByLabelText('Code'), 'DATES');
      await fill(user, 'Discount (%)', '5');
      fireEvent.change(screen.getByLabelText('Valid from'), { target: { value: '2026-12-10' } });
      fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-08' } });
      await user.click(screen.getByRole('button', { name: 'Create voucher' }));
      expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
        'Valid until must be after the start',
      );
      expect(callsTo('POST', '/admin/vouchers')).toHaveLength(0);
    });

    it('shows the server’s refusal of a code already taken, and keeps the form', async () => {
      const { user } = openScreen({
        'POST /admin/vouchers': apiFailure(
          409,
          'CONFLICT',
          'A voucher with the code FIT10 already exists',
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      await user.type(screen.getByLabelText('Code'), 'fit10');
      await fill(user, 'Discount (%)', '5');
      await user.click(screen.getByRole('button', { name: 'Create voucher' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A voucher with the code FIT10 already exists',
      );
      expect(screen.getByLabelText('Code')).toHaveValue('FIT10');
    });

    it('sends one request for a double click', async () => {
      const { callsTo, user } = openScreen({ 'POST /admin/vouchers': replyWith(FIT10) });
      await user.click(await screen.findByRole('button', { name: 'New voucher' }));
      await user.type(screen.getByLabelText('Code'), 'FIT10');
      await fill(user, 'Discount (%)', '10');
      const release = holdRequests('/admin/vouchers');
      const create = screen.getByRole('button', { name: 'Create voucher' });
      fireEvent.click(create);
      fireEvent.click(create);
      await waitFor(() => expect(create).toHaveTextContent('Saving…'));
      release();
      await screen.findByText('Voucher FIT10 created.');
      expect(callsTo('POST', '/admin/vouchers')).toHaveLength(1);
    });
  });

  describe('editing', () => {
    it('starts from the voucher’s rules, keeps the code, and sends every rule', async () => {
      const { callsTo, card, user } = openScreen({
        'PUT /admin/vouchers': replyWith({ ...MIN499, discountPercentage: 12 }),
      });
      await screen.findByRole('article', { name: 'MIN499' });
      await user.click(within(card('MIN499')).getByRole('button', { name: 'Edit MIN499' }));
      expect(screen.getByRole('heading', { name: 'Edit MIN499' })).toBeVisible();
      expect(screen.getByLabelText('Code')).toBeDisabled();
      expect(screen.getByLabelText('Minimum order (₹)')).toHaveValue(499);
      expect(screen.getByLabelText('Valid from')).toHaveValue('2026-12-01');
      expect(screen.getByLabelText('Valid until')).toHaveValue('2026-12-31');

      await fill(user, 'Discount (%)', '12');
      await fill(user, 'Uses in total', '');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Voucher MIN499 saved.')).toHaveAttribute('role', 'status');
      expect(callsTo('PUT', '/admin/vouchers').map((call) => call.body)).toEqual([
        {
          code: 'MIN499',
          discountPercentage: 12,
          minOrderValue: 499,
          validFrom: '2026-11-30T18:30:00.000Z',
          validUntil: '2026-12-31T18:30:00.000Z',
          perCustomerLimit: 1,
          version: 0,
        },
      ]);
    });

    it('keeps a start that is not a midnight when its day is left alone', async () => {
      const noon = { ...MIN499, validFrom: '2026-12-01T06:30:00.000Z' };
      const { callsTo, card, user } = openScreen({
        'GET /admin/vouchers': replyWith([noon]),
        'PUT /admin/vouchers': replyWith(noon),
      });
      await screen.findByRole('article', { name: 'MIN499' });
      await user.click(within(card('MIN499')).getByRole('button', { name: 'Edit MIN499' }));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      await screen.findByText('Voucher MIN499 saved.');
      expect(callsTo('PUT', '/admin/vouchers')[0]?.body).toMatchObject({
        validFrom: '2026-12-01T06:30:00.000Z',
      });
    });

    it('says when someone else saved the voucher meanwhile, and reloads it keeping what was typed in sight', async () => {
      // Another owner raised the discount and set a total limit while this form was open.
      const theirs: AdminVoucher = {
        ...MIN499,
        discountPercentage: 15,
        usageLimit: 50,
        rules: 'Min. order ₹499 · from 1 Dec · until 31 Dec',
        version: 1,
      };
      let listed = [FIT10, MIN499, MONSOON30];
      let saves = 0;
      const { callsTo, card, user } = openScreen({
        'GET /admin/vouchers': () => replyWith(listed),
        'PUT /admin/vouchers': () => {
          saves += 1;
          if (saves === 1) {
            listed = [FIT10, theirs, MONSOON30];
            return apiFailure(
              409,
              'CONFLICT',
              'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
            );
          }
          return replyWith({ ...theirs, discountPercentage: 12, version: 2 });
        },
      });
      await screen.findByRole('article', { name: 'MIN499' });
      await user.click(within(card('MIN499')).getByRole('button', { name: 'Edit MIN499' }));
      await fill(user, 'Discount (%)', '12');
      await user.click(screen.getByLabelText('First order only'));
      await user.click(screen.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
      );
      // What was typed is still in the form; nothing is saved until the operator reloads.
      expect(screen.getByLabelText('Discount (%)')).toHaveValue(12);
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Reload voucher' }));
      const note = await screen.findByRole('status');
      expect(note).toHaveTextContent(
        'The form now shows the voucher as last saved. What you had typed, not saved:',
      );
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Discount (%): 12', 'Uses in total: 100', 'First order only: Yes']);
      expect(screen.getByLabelText('Discount (%)')).toHaveValue(15);
      expect(screen.getByLabelText('Uses in total')).toHaveValue(50);
      expect(screen.getByLabelText('First order only')).not.toBeChecked();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await fill(user, 'Discount (%)', '12');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Voucher MIN499 saved.')).toHaveAttribute('role', 'status');
      expect(
        callsTo('PUT', '/admin/vouchers').map((call) => (call.body as { version: number }).version),
      ).toEqual([0, 1]);
    });
  });

  describe('deactivating', () => {
    it('asks first, then switches the code off and says so', async () => {
      const { callsTo, card, user } = openScreen({
        'POST /admin/vouchers/deactivate': replyWith({ ...FIT10, isActive: false }),
      });
      await screen.findByRole('article', { name: 'FIT10' });
      await user.click(within(card('FIT10')).getByRole('button', { name: 'Deactivate FIT10' }));
      const dialog = screen.getByRole('alertdialog', {
        name: 'Deactivate FIT10? Shoppers who enter it will be told it is not active.',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Voucher FIT10 deactivated.')).toHaveAttribute(
        'role',
        'status',
      );
      expect(callsTo('POST', '/admin/vouchers/deactivate').map((call) => call.body)).toEqual([
        { code: 'FIT10' },
      ]);
      await waitFor(() => expect(callsTo('GET', '/admin/vouchers')).toHaveLength(2));
    });

    it('sends nothing when the owner answers No', async () => {
      const { callsTo, card, user } = openScreen();
      await screen.findByRole('article', { name: 'FIT10' });
      await user.click(within(card('FIT10')).getByRole('button', { name: 'Deactivate FIT10' }));
      await user.click(screen.getByRole('button', { name: 'No' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(callsTo('POST', '/admin/vouchers/deactivate')).toHaveLength(0);
    });

    it('shows the server’s refusal', async () => {
      const { card, user } = openScreen({
        'POST /admin/vouchers/deactivate': apiFailure(404, 'NOT_FOUND', 'Voucher not found'),
      });
      await screen.findByRole('article', { name: 'FIT10' });
      await user.click(within(card('FIT10')).getByRole('button', { name: 'Deactivate FIT10' }));
      await user.click(screen.getByRole('button', { name: 'Yes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Voucher not found');
    });
  });

  it('is the 404 page for staff', async () => {
    stubApi({ 'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })) });
    renderApp('/admin/vouchers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
  });
});
