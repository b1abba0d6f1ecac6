import './sold-out-badge.css';

/** 'Sold out': the owner has taken the product off sale for today (docs/product.md#menu). */
export function SoldOutBadge({ id }: { id?: string }) {
  return (
    <span id={id} className="sold-out-badge">
      Sold out
    </span>
  );
}
