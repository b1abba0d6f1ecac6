import { formatInr, type Summary } from '@gymfuel/contracts';
import type { ReactNode } from 'react';
import { formatSavings } from './format-savings';
import './summary.css';

interface SummaryRowsProps {
  summary: Summary;
  /**
   * The first row's label: checkout says 'Subtotal' (docs/product.md#checkout), the other screens
   * 'Original price'.
   */
  originalPriceLabel?: string;
  /** The last row's label: 'Total', or what the confirmation says of a placed order. */
  totalLabel?: string;
  /** The applied voucher, tagged beside 'Savings' (its code, or code and percentage). */
  voucherNote?: string;
  /** A control beside that tag: the cart's Remove. */
  voucherAction?: ReactNode;
}

/** docs/product.md#cart: Original price, Savings (the discount, shown negative) and Total. */
export function SummaryRows({
  summary,
  originalPriceLabel = 'Original price',
  totalLabel = 'Total',
  voucherNote,
  voucherAction,
}: SummaryRowsProps) {
  return (
    <dl className="summary-rows">
      <div className="summary-rows__row">
        <dt>{originalPriceLabel}</dt>
        <dd>{formatInr(summary.originalPrice)}</dd>
      </div>
      <div className="summary-rows__row summary-rows__row--savings">
        <dt>
          Savings
          {voucherNote && <span className="summary-rows__voucher">{voucherNote}</span>}
          {voucherAction}
        </dt>
        <dd>{formatSavings(summary.discountedAmmount)}</dd>
      </div>
      <div className="summary-rows__row summary-rows__row--total">
        <dt>{totalLabel}</dt>
        <dd>{formatInr(summary.finalTotal)}</dd>
      </div>
    </dl>
  );
}
