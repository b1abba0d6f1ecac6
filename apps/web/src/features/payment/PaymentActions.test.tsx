import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { goOffline } from '../../test/network';
import { PaymentActions } from './PaymentActions';

describe('payment actions', () => {
  it('offers Place Your Order, not Pay Now, for pay-on-delivery', async () => {
    const onPayNow = vi.fn();
    const onPlaceOrder = vi.fn();
    render(
      <PaymentActions
        method="pay-on-delivery"
        busy={false}
        onPayNow={onPayNow}
        onPlaceOrder={onPlaceOrder}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place Your Order' }));
    expect(onPlaceOrder).toHaveBeenCalledOnce();
    expect(onPayNow).not.toHaveBeenCalled();
  });

  it('waits while a payment is under way', () => {
    render(<PaymentActions method="credit-card" busy onPayNow={vi.fn()} onPlaceOrder={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });

  it.each([
    ['credit-card', 'Pay Now'],
    ['pay-on-delivery', 'Place Your Order'],
  ] as const)('%s: no %s while offline, saying why', (method, action) => {
    goOffline();
    render(
      <PaymentActions method={method} busy={false} onPayNow={vi.fn()} onPlaceOrder={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: action });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline. Connect to order.');
  });
});
