import type { AdminReview } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const shown: AdminReview = {
  _id: '64b7f0c2a1d3e4f5a6b7c8e1',
  userName: 'Kabir',
  review: 'Rude rider',
  userPhoto: '',
  createdAt: '2026-11-25T04:30:00.000Z',
};
const hidden: AdminReview = {
  _id: '64b7f0c2a1d3e4f5a6b7c8e2',
  userName: 'Meera',
  review: 'Spam spam',
  userPhoto: '',
  createdAt: '2026-11-24T04:30:00.000Z',
  // 14:00 in India.
  hidden: { reason: 'Advertising', by: 'staff@gymfuel.in', at: '2026-11-25T08:30:00.000Z' },
};

const card = (userName: string) =>
  within(screen.getByRole('article', { name: `Review by ${userName}` }));

describe('the Reviews screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows hidden reviews with who hid them, when and why, and offers Show again', async () => {
    stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/reviews': { body: { success: true, data: [shown, hidden] } },
    });
    renderApp('/admin/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Review by Meera' });
    expect(
      card('Meera').getByText('Hidden by staff@gymfuel.in on 25 Nov 2026, 14:00: Advertising'),
    ).toBeInTheDocument();
    expect(card('Meera').getByRole('button', { name: 'Show again' })).toBeEnabled();
    expect(card('Kabir').getByLabelText('Reason for hiding')).toBeInTheDocument();
  });

  it('needs a reason: an empty one is named at the field and nothing is sent', async () => {
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/reviews': { body: { success: true, data: [shown] } },
    });
    const { user } = renderApp('/admin/reviews');
    await screen.findByRole('article', { name: 'Review by Kabir' });
    await user.click(card('Kabir').getByRole('button', { name: 'Hide' }));
    expect(await card('Kabir').findByText('Reason for hiding is required')).toBeInTheDocument();
    expect(card('Kabir').getByLabelText('Reason for hiding')).toHaveFocus();
    expect(card('Kabir').getByLabelText('Reason for hiding')).toHaveAttribute('maxLength', '200');
    expect(calls.filter((call) => call.path.endsWith('/hide'))).toEqual([]);
  });

  it('hides a review with its reason, once, and says so', async () => {
    let isHidden = false;
    const calls = stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/reviews': () => ({
        body: {
          success: true,
          data: [isHidden ? { ...shown, hidden: { ...hidden.hidden, reason: 'Abusive' } } : shown],
        },
      }),
      [`POST /admin/reviews/${shown._id}/hide`]: () => {
        isHidden = true;
        return {
          body: {
            success: true,
            data: { ...shown, hidden: { ...hidden.hidden, reason: 'Abusive' } },
          },
        };
      },
    });
    const { user } = renderApp('/admin/reviews');
    await screen.findByRole('article', { name: 'Review by Kabir' });
    await user.type(card('Kabir').getByLabelText('Reason for hiding'), 'Abusive');
    await user.dblClick(card('Kabir').getByRole('button', { name: 'Hide' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Review by Kabir hidden.');
    expect(await card('Kabir').findByRole('button', { name: 'Show again' })).toBeInTheDocument();
    const hides = calls.filter((call) => call.path.endsWith('/hide'));
    expect(hides).toHaveLength(1);
    expect(hides[0]?.body).toEqual({ reason: 'Abusive' });
  });

  it('shows a review again, and the server’s refusal when there is one', async () => {
    stubApi({
      'POST /getuser': storeSessionOf(makeUser({ role: 'staff' })),
      'GET /admin/reviews': { body: { success: true, data: [hidden] } },
      [`POST /admin/reviews/${hidden._id}/show`]: apiFailure(
        409,
        'CONFLICT',
        'This review is not hidden',
      ),
    });
    const { user } = renderApp('/admin/reviews');
    await screen.findByRole('article', { name: 'Review by Meera' });
    await user.click(card('Meera').getByRole('button', { name: 'Show again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This review is not hidden');
  });
});
