import type { AdminMessage } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { stubApi, type RecordedCall } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const riya: AdminMessage = {
  _id: '64b7f0c2a1d3e4f5a6b7c8d1',
  email: 'riya@example.in',
  message: 'Do you deliver to Powai?',
  handled: false,
  // 18:15 in India.
  createdAt: '2026-11-25T12:45:00.000Z',
};
const kabir: AdminMessage = {
  _id: '64b7f0c2a1d3e4f5a6b7c8d2',
  email: 'kabir@example.in',
  message: 'Loved the paneer wrap',
  handled: true,
  createdAt: '2026-11-24T12:45:00.000Z',
};

/** The stubbed list, by the filter asked for. */
const listed = (messages: AdminMessage[]) => (call: RecordedCall) => ({
  body: {
    success: true,
    data: call.query.show === 'unhandled' ? messages.filter((m) => !m.handled) : messages,
    nextCursor: null,
  },
});
const card = (email: string) => within(screen.getByRole('article', { name: `From ${email}` }));

describe('the Messages screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('opens on the unhandled messages and shows every one on request', async () => {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/messages': listed([riya, kabir]),
    });
    const { user } = renderApp('/admin/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'From riya@example.in' });
    expect(card('riya@example.in').getByText('Do you deliver to Powai?')).toBeInTheDocument();
    expect(card('riya@example.in').getByText('25 Nov 2026, 18:15')).toBeInTheDocument();
    expect(
      screen.queryByRole('article', { name: 'From kabir@example.in' }),
    ).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Show'), 'All messages');
    await screen.findByRole('article', { name: 'From kabir@example.in' });
    expect(card('kabir@example.in').getByText('Handled')).toBeInTheDocument();
    expect(card('kabir@example.in').getByRole('button', { name: 'Mark unhandled' })).toBeEnabled();
    expect(
      calls.filter((call) => call.path === '/admin/messages').map((c) => c.query.show),
    ).toEqual(['unhandled', 'all']);
  });

  it('shows 50 at a time, the older ones on request, after the last one shown', async () => {
    const cursor = `1764060000000-${riya._id}`;
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/messages': (call) => ({
        body:
          call.query.before === undefined
            ? { success: true, data: [riya], nextCursor: cursor }
            : { success: true, data: [{ ...kabir, handled: false }], nextCursor: null },
      }),
    });
    const { user } = renderApp('/admin/messages');
    await screen.findByRole('article', { name: 'From riya@example.in' });
    expect(
      screen.queryByRole('article', { name: 'From kabir@example.in' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await screen.findByRole('article', { name: 'From kabir@example.in' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((title) => title.textContent)).toEqual([
      'From riya@example.in',
      'From kabir@example.in',
    ]);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/admin/messages').map((call) => call.query),
    ).toEqual([{ show: 'unhandled' }, { show: 'unhandled', before: cursor }]);
  });

  it('marks a message handled with one request, says so and reads the list again', async () => {
    let handled = false;
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/messages': (call) => listed([{ ...riya, handled }])(call),
      [`POST /admin/messages/${riya._id}/handled`]: () => {
        handled = true;
        return { body: { success: true, data: { ...riya, handled: true } } };
      },
    });
    const { user } = renderApp('/admin/messages');
    await screen.findByRole('article', { name: 'From riya@example.in' });
    await user.dblClick(card('riya@example.in').getByRole('button', { name: 'Mark handled' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Message from riya@example.in marked handled.',
    );
    expect(await screen.findByText('No unhandled messages.')).toBeInTheDocument();
    const marks = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/handled'));
    expect(marks).toHaveLength(1);
    expect(marks[0]?.body).toEqual({ handled: true });
  });

  it('shows the server’s refusal', async () => {
    stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/messages': listed([riya]),
      [`POST /admin/messages/${riya._id}/handled`]: apiFailure(
        404,
        'NOT_FOUND',
        'Message not found',
      ),
    });
    const { user } = renderApp('/admin/messages');
    await screen.findByRole('article', { name: 'From riya@example.in' });
    await user.click(card('riya@example.in').getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not found');
  });
});
