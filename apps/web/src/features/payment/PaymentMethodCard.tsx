import type { PaymentMethod, PaymentProvider } from '@gymfuel/contracts';
import { useClientConfig } from '../../shared/api/get-client-config';
import '../../shared/ui/surface-card.css';

/** docs/product.md#payment: the choice is hidden and online payment is the method. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'credit-card';

function describe(method: PaymentMethod, provider: PaymentProvider | undefined) {
  if (method === 'pay-on-delivery') {
    return { title: 'Pay on delivery', detail: 'Pay when your order reaches your gym' };
  }
  return {
    title: 'Online payment',
    detail:
      provider === 'simulated'
        ? 'Test mode: Pay Now opens a test checkout and no real money moves'
        : 'Card, UPI or net banking through Razorpay',
  };
}

/** The method in use, shown rather than offered: there is nothing to choose. */
export function PaymentMethodCard({ method }: { method: PaymentMethod }) {
  const { data: config } = useClientConfig();
  const { title, detail } = describe(method, config?.paymentsProvider);

  return (
    <section className="surface-card" aria-labelledby="payment-method-title">
      {/* Not 'Payment method': the page's heading, 'Payment', must be the only one of that name. */}
      <h2 id="payment-method-title" className="payment__card-title">
        How you pay
      </h2>
      <div className="payment-method">
        <span className="payment-method__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="26" height="26">
            <path
              fill="currentColor"
              d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6Zm2 2v2h14V8H5Zm0 5v5h14v-5H5Zm2 2h5v1.5H7V15Z"
            />
          </svg>
        </span>
        <span className="payment-method__text">
          <strong>{title}</strong>
          <span>{detail}</span>
        </span>
        <span className="payment-method__check" aria-hidden="true">
          ✓
        </span>
      </div>
    </section>
  );
}
