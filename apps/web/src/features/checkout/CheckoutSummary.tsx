import { formatInr } from '@gymfuel/contracts';
import { useProducts } from '../../shared/api/get-products';
import type { CheckoutState } from '../../shared/checkout/checkout-state';
import { formatSavings } from '../../shared/ui/format-savings';

/**
 * The order as the cart handed it over: its lines (named from the catalogue) and subtotal,
 * savings and total, with 2 decimals (spec section 9). The server recomputes the amounts.
 */
export function CheckoutSummary({ order }: { order: CheckoutState }) {
  const { data: products = [] } = useProducts();
  const titles = new Map(products.map((product) => [product._id, product.title]));
  const { summary, voucherCode } = order;

  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        Your order
      </h2>
      <ul className="checkout-summary__lines">
        {order.lines.map((line) => (
          <li key={line.proId}>
            <span className="checkout-summary__product">{titles.get(line.proId) ?? 'Product'}</span>
            <span className="checkout-summary__quantity">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__rows">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatInr(summary.originalPrice)}</dd>
        </div>
        <div className="checkout-summary__savings">
          <dt>
            Savings
            {voucherCode && <span className="checkout-summary__voucher">{voucherCode}</span>}
          </dt>
          <dd>{formatSavings(summary.discountedAmmount)}</dd>
        </div>
        <div className="checkout-summary__total">
          <dt>Total</dt>
          <dd>{formatInr(summary.finalTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
