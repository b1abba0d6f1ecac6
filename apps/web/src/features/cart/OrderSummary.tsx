import { formatInr, type Summary } from '@gymfuel/contracts';
import { formatSavings } from '../../shared/ui/format-savings';
import type { AppliedVoucher } from './useVoucher';

interface OrderSummaryProps {
  summary: Summary;
  voucher: AppliedVoucher | null;
}

/** Spec section 2: Original price, Savings (the discount, shown negative) and Total. */
export function OrderSummary({ summary, voucher }: OrderSummaryProps) {
  return (
    <section className="cart-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="cart-summary__title">
        Order summary
      </h2>
      <dl className="cart-summary__rows">
        <div className="cart-summary__row">
          <dt>Original price</dt>
          <dd>{formatInr(summary.originalPrice)}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--savings">
          <dt>
            Savings
            {voucher && (
              <span className="cart-summary__voucher">
                {voucher.code} · {voucher.discountPercentage}% off
              </span>
            )}
          </dt>
          <dd>{formatSavings(summary.discountedAmmount)}</dd>
        </div>
        <div className="cart-summary__row cart-summary__row--total">
          <dt>Total</dt>
          <dd>{formatInr(summary.finalTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
