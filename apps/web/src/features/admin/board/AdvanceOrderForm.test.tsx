import type { Role } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/fixtures';
import { lineOf, makeOrder } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/render-app';

const customer = makeUser({ userName: 'Chetan Customer', email: 'chetan@example.com' });
const shipped = makeOrder(customer, [lineOf(makeProduct('Meals', 'Quinoa Power Bowl'))], {
  orderId: 'a1b2c3d4e5f6',
  status: 'Shipped',
});
const advanced: StubReply = { body: { success: true, data: shipped } };

async function openConsole(advanceReply: StubReply = advanced, role: Role = 'staff') {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role })),
    'POST /admin/orders/advance': advanceReply,
  });
  const app = renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Order board' });
  const advanceCalls = () => calls.filter((call) => call.path === '/admin/orders/advance');
  const advanceButton = () => screen.getByRole('button', { name: /^Advanc/ });
  const advanceOrder = async (orderId: string) => {
    await app.user.type(screen.getByLabelText('Order id'), orderId);
    await app.user.click(advanceButton());
  };
  return { ...app, advanceCalls, advanceButton, advanceOrder };
}

describe('advancing an order on the order board (/admin/orders)', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(['staff', 'owner'] as const)(
    'lets %s advance an order with POST /admin/orders/advance and shows its new status',
    async (role) => {
      const { advanceCalls, advanceOrder } = await openConsole(advanced, role);
      await advanceOrder(' A1B2C3D4E5F6 ');

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Order a1b2c3d4e5f6 is now Shipped.',
      );
      expect(advanceCalls()).toEqual([
        expect.objectContaining({
          method: 'POST',
          credentials: 'include',
          body: { orderId: 'a1b2c3d4e5f6' },
        }),
      ]);
    },
  );

  it('caps the order id at its 12 characters, pasting one with spaces around it whole', async () => {
    const { advanceCalls, advanceButton, user } = await openConsole();
    const field = screen.getByLabelText('Order id');
    expect(field).toHaveAttribute('maxLength', '12');
    await user.click(field);
    await user.paste(' a1b2c3d4e5f6\n');
    expect(field).toHaveValue('a1b2c3d4e5f6');
    await user.click(advanceButton());
    expect(await screen.findByRole('status')).toHaveTextContent('is now Shipped.');
    expect(advanceCalls().map((call) => call.body)).toEqual([{ orderId: 'a1b2c3d4e5f6' }]);
  });

  it('names a mistyped id before asking the server', async () => {
    const { advanceCalls, advanceOrder } = await openConsole();
    await advanceOrder('a1b2c3');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Order id must be 12 hexadecimal characters',
    );
    expect(advanceCalls()).toHaveLength(0);
  });

  it.each([
    [
      'an order at the end of its flow',
      apiFailure(409, 'CONFLICT', 'An order that is Delivered cannot move to a next status'),
      'An order that is Delivered cannot move to a next status',
    ],
    ['an unknown order', apiFailure(404, 'NOT_FOUND', 'Order not found'), 'Order not found'],
    [
      'a lost staff role',
      apiFailure(403, 'FORBIDDEN', 'Only staff can do this'),
      'Only staff can do this',
    ],
    [
      'a server error',
      apiFailure(500, 'INTERNAL', 'Internal server error'),
      'Something went wrong!',
    ],
  ])('shows the refusal for %s', async (_case, reply, message) => {
    const { advanceOrder } = await openConsole(reply);
    await advanceOrder('a1b2c3d4e5f6');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends one request for a double click, with the button disabled meanwhile', async () => {
    const { advanceButton, advanceCalls, user } = await openConsole();
    await user.type(screen.getByLabelText('Order id'), 'a1b2c3d4e5f6');
    const release = holdRequests('/admin/orders/advance');
    fireEvent.click(advanceButton());
    fireEvent.click(advanceButton());
    await waitFor(() => expect(advanceButton()).toBeDisabled());
    expect(advanceButton()).toHaveTextContent('Advancing…');
    release();

    expect(await screen.findByRole('status')).toHaveTextContent('is now Shipped.');
    expect(advanceCalls()).toHaveLength(1);
  });

  describe('handover code', () => {
    const delivered = { ...shipped, status: 'Delivered' as const };

    it('is a 4-digit field that opens the number keypad', async () => {
      await openConsole();
      const code = screen.getByLabelText('Handover code');
      expect(code).toHaveAttribute('inputMode', 'numeric');
      expect(code).toHaveAttribute('maxLength', '4');
      expect(code).toHaveAccessibleDescription(
        'Only for the step to Delivered: the code the customer shows at the gym.',
      );
    });

    it('is sent with the order id, and cleared once the order is Delivered', async () => {
      const { advanceCalls, advanceOrder, user } = await openConsole({
        body: { success: true, data: delivered },
      });
      await user.type(screen.getByLabelText('Handover code'), '4821');
      await advanceOrder('a1b2c3d4e5f6');

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Order a1b2c3d4e5f6 is now Delivered.',
      );
      expect(advanceCalls().map((call) => call.body)).toEqual([
        { orderId: 'a1b2c3d4e5f6', handoverCode: '4821' },
      ]);
      expect(screen.getByLabelText('Handover code')).toHaveValue('');
    });

    it('names a code that is not 4 digits before asking the server', async () => {
      const { advanceCalls, advanceOrder, user } = await openConsole();
      await user.type(screen.getByLabelText('Handover code'), '48a');
      await advanceOrder('a1b2c3d4e5f6');
      expect(screen.getByRole('alert')).toHaveTextContent('Handover code must be 4 digits');
      expect(advanceCalls()).toHaveLength(0);
    });

    it.each([
      [
        'a wrong code',
        '1234',
        apiFailure(409, 'CONFLICT', 'Wrong handover code'),
        'Wrong handover code',
      ],
      [
        'a locked handover',
        '1234',
        apiFailure(
          429,
          'TOO_MANY_REQUESTS',
          'Too many wrong handover codes. Please try again in 10 minutes.',
        ),
        'Too many wrong handover codes. Please try again in 10 minutes.',
      ],
      [
        'no code on the step to Delivered',
        '',
        apiFailure(400, 'BAD_REQUEST', 'Enter the handover code to mark it Delivered'),
        'Enter the handover code to mark it Delivered',
      ],
    ])(
      'shows the server’s words for %s, and keeps the code',
      async (_case, code, reply, message) => {
        const { advanceCalls, advanceOrder, user } = await openConsole(reply);
        if (code) await user.type(screen.getByLabelText('Handover code'), code);
        await advanceOrder('a1b2c3d4e5f6');
        expect(await screen.findByRole('alert')).toHaveTextContent(message);
        expect(screen.getByLabelText('Handover code')).toHaveValue(code);
        expect(advanceCalls().map((call) => call.body)).toEqual([
          code ? { orderId: 'a1b2c3d4e5f6', handoverCode: code } : { orderId: 'a1b2c3d4e5f6' },
        ]);
      },
    );
  });
});
