import type { AdminRefund } from '@gymfuel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { holdRequests, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const failed: AdminRefund = {
  orderId: '0a1b2c3d4e5f',
  userName: 'Asha Kapoor',
  amount: 378,
  status: 'failed',
  attempts: 1,
  lastError: 'Razorpay answered 400: The payment is under dispute',
  withProvider: false,
  retryable: true,
  // 12:00 and 12:05 in India.
  createdAt: '2026-11-25T06:30:00.000Z',
  updatedAt: '2026-11-25T06:35:00.000Z',
};
const withProvider: AdminRefund = {
  ...failed,
  orderId: 'ffeeddccbbaa',
  status: 'pending',
  attempts: 2,
  lastError: undefined,
  withProvider: true,
  retryable: false,
};

const staffSession = () => storeSessionOf(makeUser({ role: 'staff' }));
const card = (orderId: string) => within(screen.getByRole('article', { name: `Order ${orderId}` }));

describe('the Refunds screen', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists each refund with its amount, status, attempts and last error, in India time', async () => {
    stubApi({
      'POST /getuser': staffSession(),
      'GET /admin/refunds': { body: { success: true, data: [failed, withProvider] } },
    });
    renderApp('/admin/refunds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Order 0a1b2c3d4e5f' });
    const first = card('0a1b2c3d4e5f');
    expect(first.getByText('₹378.00')).toBeInTheDocument();
    expect(first.getByText('Failed')).toBeInTheDocument();
    expect(first.getByText('25 Nov 2026, 12:00')).toBeInTheDocument();
    expect(
      first.getByText('Last error: Razorpay answered 400: The payment is under dispute'),
    ).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Retry' })).toBeEnabled();

    // A refund the provider holds offers no retry: only its answer can move it.
    const second = card('ffeeddccbbaa');
    expect(second.getByText('Pending')).toBeInTheDocument();
    expect(
      second.getByText('With the payment provider: its answer is awaited.'),
    ).toBeInTheDocument();
    expect(second.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a refunded second payment is a duplicate of the order that stands', async () => {
    stubApi({
      'POST /getuser': staffSession(),
      'GET /admin/refunds': {
        body: { success: true, data: [{ ...withProvider, duplicateOf: '0a1b2c3d4e5f' }, failed] },
      },
    });
    renderApp('/admin/refunds');
    await screen.findByRole('article', { name: 'Order ffeeddccbbaa' });
    expect(
      card('ffeeddccbbaa').getByText(
        'Duplicate payment of order 0a1b2c3d4e5f (the same cart paid twice): this payment is refunded, and order 0a1b2c3d4e5f stands.',
      ),
    ).toBeInTheDocument();
    expect(card('0a1b2c3d4e5f').queryByText(/Duplicate payment/)).not.toBeInTheDocument();
  });

  it('retries once per press, says what came of it and reads the list again', async () => {
    let lists = 0;
    const calls = stubApi({
      'POST /getuser': staffSession(),
      'GET /admin/refunds': () => {
        lists += 1;
        return { body: { success: true, data: lists === 1 ? [failed] : [] } };
      },
      'POST /admin/refunds/retry': {
        body: { success: true, data: { ...withProvider, orderId: failed.orderId } },
      },
    });
    const release = holdRequests('/admin/refunds/retry');
    const { user } = renderApp('/admin/refunds');
    await screen.findByRole('article', { name: 'Order 0a1b2c3d4e5f' });
    const button = card('0a1b2c3d4e5f').getByRole('button', { name: 'Retry' });
    await user.dblClick(button);
    expect(await screen.findByRole('button', { name: 'Retrying…' })).toBeDisabled();
    release();

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Refund of order 0a1b2c3d4e5f retried: pending with the payment provider.',
    );
    expect(await screen.findByText('No pending or failed refunds.')).toBeInTheDocument();
    const retries = calls.filter((call) => call.path === '/admin/refunds/retry');
    expect(retries).toHaveLength(1);
    expect(retries[0]?.body).toEqual({ orderId: '0a1b2c3d4e5f' });
  });

  it('shows the server’s refusal when the retry is refused', async () => {
    stubApi({
      'POST /getuser': staffSession(),
      'GET /admin/refunds': { body: { success: true, data: [failed] } },
      'POST /admin/refunds/retry': apiFailure(
        409,
        'CONFLICT',
        'This refund is being sent to the payment provider right now',
      ),
    });
    const { user } = renderApp('/admin/refunds');
    await screen.findByRole('article', { name: 'Order 0a1b2c3d4e5f' });
    await user.click(card('0a1b2c3d4e5f').getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This refund is being sent to the payment provider right now',
    );
  });

  it('says so when there is nothing to look at, and offers Try again when the list fails', async () => {
    let lists = 0;
    stubApi({
      'POST /getuser': staffSession(),
      'GET /admin/refunds': () => {
        lists += 1;
        return lists === 1
          ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'Service temporarily unavailable')
          : { body: { success: true, data: [] } };
      },
    });
    const { user } = renderApp('/admin/refunds');
    expect(await screen.findByText('The refunds could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByText('No pending or failed refunds.')).toBeInTheDocument(),
    );
  });
});
