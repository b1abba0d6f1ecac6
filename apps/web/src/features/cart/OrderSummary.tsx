import type { Summary } from '@gymfuel/contracts';
import { SummaryRows } from '../../shared/ui/SummaryRows';
import type { AppliedVoucher } from '../../shared/checkout/applied-voucher';

interface OrderSummaryProps {
  summary: Summary;
  voucher: AppliedVoucher | null;
}

export function OrderSummary({ summary, voucher }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary-title">
        Order summary
      </h2>
      <SummaryRows
        summary={summary}
        voucherNote={voucher ? `${voucher.code} · ${voucher.discountPercentage}% off` : undefined}
      />
    </section>
  );
}
