import type { Summary } from '@gymfuel/contracts';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import type { AppliedVoucher } from '../../shared/checkout/applied-voucher';
import { NutritionSummary } from '../../shared/nutrition/NutritionSummary';
import type { OrderedLine } from '../../shared/nutrition/order-nutrition';

interface OrderSummaryProps {
  summary: Summary;
  voucher: AppliedVoucher | null;
  lines: readonly OrderedLine[];
}

export function OrderSummary({ summary, voucher, lines }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary-title">
        Order summary
      </h2>
      <SummaryRows
        summary={summary}
        voucherNote={voucher ? `${voucher.code} · ${voucher.discountPercentage}% off` : undefined}
      />
      {voucher?.rules && <p className="summary-voucher-rules">{voucher.rules}</p>}
      <NutritionSummary lines={lines} />
    </section>
  );
}
