import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
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
});
