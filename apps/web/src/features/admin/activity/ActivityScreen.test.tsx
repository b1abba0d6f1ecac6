import type { AuditEntry } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const grant: AuditEntry = {
  _id: '64b7f0c2a1d3e4f5a6b7c901',
  // 19:05 in India.
  at: '2026-11-25T13:35:00.000Z',
  actor: { userId: '64b7f0c2a1d3e4f5a6b7c8f1', email: 'nisha@gymfuel.in', role: 'owner' },
  kind: 'staff.role',
  subject: 'ravi@gymfuel.in',
  summary: 'ravi@gymfuel.in: customer → staff',
  before: { role: 'customer' },
  after: { role: 'staff' },
};
const hide: AuditEntry = {
  _id: '64b7f0c2a1d3e4f5a6b7c902',
  at: '2026-11-24T13:35:00.000Z',
  actor: { userId: '64b7f0c2a1d3e4f5a6b7c8f2', email: 'ravi@gymfuel.in', role: 'staff' },
  kind: 'review.hidden',
  subject: '64b7f0c2a1d3e4f5a6b7c8e1',
  before: { hidden: false },
  after: { hidden: true, reason: 'Abusive' },
};
const CURSOR = '1764077700000-64b7f0c2a1d3e4f5a6b7c901';

describe('the Activity screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows who did what and when (India time), before → after, and pages to older entries', async () => {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'owner' })),
      'GET /admin/activity': (call) =>
        call.query.before === CURSOR
          ? { body: { success: true, data: [hide], nextCursor: null } }
          : { body: { success: true, data: [grant], nextCursor: CURSOR } },
    });
    const { user } = renderApp('/admin/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    const first = within(
      await screen.findByRole('article', { name: 'staff.role: ravi@gymfuel.in' }),
    );
    expect(first.getByText('25 Nov 2026, 19:05')).toBeInTheDocument();
    expect(first.getByText('By nisha@gymfuel.in (owner)')).toBeInTheDocument();
    expect(first.getByText('role: customer → staff')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    const older = within(
      await screen.findByRole('article', { name: `review.hidden: ${hide.subject}` }),
    );
    expect(older.getByText('reason: — → Abusive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/admin/activity').map((c) => c.query)).toEqual([
      {},
      { before: CURSOR },
    ]);
  });

  it('filters by person and by kind', async () => {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'owner' })),
      'GET /admin/activity': (call) => ({
        body: { success: true, data: call.query.kind ? [] : [grant], nextCursor: null },
      }),
    });
    const { user } = renderApp('/admin/activity');
    await screen.findByRole('article', { name: 'staff.role: ravi@gymfuel.in' });
    await user.type(screen.getByLabelText('Person'), ' ravi@gymfuel.in ');
    await user.selectOptions(screen.getByLabelText('Kind'), 'review.hidden');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/admin/activity').at(-1)?.query).toEqual({
      actor: 'ravi@gymfuel.in',
      kind: 'review.hidden',
    });
  });
});
