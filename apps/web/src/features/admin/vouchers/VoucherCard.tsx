import type { AdminVoucher } from '@gymfuel/contracts';
import { useState } from 'react';

/** 'Used 3 of 100' against a total limit, else 'Used 3 times'. */
function usesText({ uses, usageLimit }: AdminVoucher): string {
  if (usageLimit !== undefined) return `Used ${uses} of ${usageLimit}`;
  return `Used ${uses} ${uses === 1 ? 'time' : 'times'}`;
}

const perShopperText = ({ perCustomerLimit }: AdminVoucher) =>
  perCustomerLimit === undefined ? 'No limit per shopper' : `${perCustomerLimit} per shopper`;

/**
 * Whether shoppers can use the code now: the switch first, then what turns a switched-on code
 * away at checkout whoever the shopper is (its dates, its total uses). 'Active' on a code past
 * its end would tell the owner a campaign still runs.
 */
function stateOf(voucher: AdminVoucher, now: number): string {
  if (!voucher.isActive) return 'Inactive';
  if (voucher.validUntil !== undefined && Date.parse(voucher.validUntil) <= now) return 'Expired';
  if (voucher.validFrom !== undefined && Date.parse(voucher.validFrom) > now) return 'Not started';
  if (voucher.usageLimit !== undefined && voucher.uses >= voucher.usageLimit) return 'Used up';
  return 'Active';
}

interface VoucherCardProps {
  voucher: AdminVoucher;
  onEdit: () => void;
  onDeactivate: () => void;
}

/** One voucher: its code, discount and switch, its rules in the cart's words, and its uses. */
export function VoucherCard({ voucher, onEdit, onDeactivate }: VoucherCardProps) {
  // When the list was opened: a state that changes while it is open shows on the next visit.
  const [openedAt] = useState(() => Date.now());
  const state = stateOf(voucher, openedAt);
  return (
    <li className="voucher-card">
      <article aria-label={voucher.code}>
        <header className="voucher-card__header">
          <h3 className="voucher-card__code">{voucher.code}</h3>
          <span className="voucher-card__discount">{voucher.discountPercentage}% off</span>
          <span
            className={`voucher-card__state${state === 'Active' ? '' : ' voucher-card__state--off'}`}
          >
            {state}
          </span>
        </header>
        <p className="voucher-card__rules">{voucher.rules || 'No rules'}</p>
        <p className="voucher-card__uses">
          {usesText(voucher)} · {perShopperText(voucher)}
        </p>
        <div className="voucher-card__actions">
          <button
            type="button"
            className="btn btn-ghost"
            aria-label={`Edit ${voucher.code}`}
            onClick={onEdit}
          >
            Edit
          </button>
          {voucher.isActive && (
            <button
              type="button"
              className="btn btn-ghost voucher-card__deactivate"
              aria-label={`Deactivate ${voucher.code}`}
              onClick={onDeactivate}
            >
              Deactivate
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
