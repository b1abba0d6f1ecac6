import type { Summary } from '@gymfuel/contracts';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import type { AppliedVoucher } from '../../shared/checkout/applied-voucher';
import { NutritionSummary } from '../../shared/nutrition/NutritionSummary';
import type { OrderedLine } from '../../shared/nutrition/order-nutrition';

interface OrderSummaryProps {
  summary: Summary;
  voucher: AppliedVoucher | null;
  /** Takes the applied code off (docs/product.md#cart). */
  onRemoveVoucher: () => void;
  lines: readonly OrderedLine[];
}

export function OrderSummary({ summary, voucher, onRemoveVoucher, lines }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary-title">
        Order summary
      </h2>
      <SummaryRows
        summary={summary}
        voucherNote={voucher ? `${voucher.code} · ${voucher.discountPercentage}% off` : undefined}
        voucherAction={
          // The way to take a code off without applying another.
          voucher && (
            <button
              type="button"
              className="summary-voucher-remove"
              aria-label={`Remove code ${voucher.code}`}
              onClick={onRemoveVoucher}
            >
              Remove
            </button>
          )
        }
      />
      {voucher?.rules && <p className="summary-voucher-rules">{voucher.rules}</p>}
      <NutritionSummary lines={lines} />
    </section>
  );
}
