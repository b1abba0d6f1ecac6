import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** A cart line's Remove: Yes removes the line, and with it the button that asked. */
function RemovableLine() {
  const [asking, setAsking] = useState(false);
  const [removed, setRemoved] = useState(false);
  return (
    <main>
      <h1>Shopping Cart</h1>
      {!removed && (
        <button type="button" onClick={() => setAsking(true)}>
          Remove
        </button>
      )}
      <button type="button">Checkout</button>
      {asking && (
        <ConfirmDialog
          message="Remove this item?"
          onConfirm={() => {
            setAsking(false);
            setRemoved(true);
          }}
          onCancel={() => setAsking(false)}
        />
      )}
    </main>
  );
}

type PayStep = 'idle' | 'requesting' | 'asking' | 'closing';

/** Pay Now as the payment page has it: disabled while its request runs and while it asks. */
/** Ends DisabledWhileBusy's 'closing' step: the test decides when its request is over. */
let finishClosing = () => undefined as void;

function DisabledWhileBusy() {
  const [step, setStep] = useState<PayStep>('idle');
  useEffect(() => {
    if (step === 'requesting') setTimeout(() => setStep('asking'), 20);
    if (step === 'closing') finishClosing = () => setStep('idle');
  }, [step]);
  return (
    <main>
      <h1>Payment</h1>
      <button type="button" disabled={step !== 'idle'} onClick={() => setStep('requesting')}>
        Pay Now
      </button>
      {step === 'asking' && (
        <ConfirmDialog
          message="Pay ₹349?"
          onConfirm={() => setStep('closing')}
          onCancel={() => setStep('closing')}
        />
      )}
    </main>
  );
}

describe('dialog focus', () => {
  it.each(['No', 'Escape'])('gives focus back to the opener after %s', async (answer) => {
    const user = userEvent.setup();
    render(<RemovableLine />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();

    if (answer === 'Escape') await user.keyboard('{Escape}');
    else await user.click(screen.getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('closes on Escape even when focus has left the dialog', async () => {
    const user = userEvent.setup();
    render(<RemovableLine />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    act(() => (document.activeElement as HTMLElement).blur());

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });

  it('gives focus to the main heading when a Yes removed the opener', async () => {
    const user = userEvent.setup();
    render(<RemovableLine />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));

    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1, name: 'Shopping Cart' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('gives focus back to an opener its request disabled, once it is enabled again', async () => {
    const user = userEvent.setup();
    render(<DisabledWhileBusy />);
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    await user.click(payNow);
    // Chromium blurs a focused button when it is disabled (the test DOM does not).
    act(() => payNow.blur());
    await screen.findByRole('alertdialog');

    await user.click(screen.getByRole('button', { name: 'No' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(payNow).toBeDisabled();
    act(() => finishClosing());
    await waitFor(() => expect(payNow).toHaveFocus());
  });
});
