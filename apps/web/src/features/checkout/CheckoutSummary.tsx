import { useProducts } from '../../shared/api/get-products';
import type { CheckoutState } from '../../shared/checkout/checkout-state';
import { NutritionSummary } from '../../shared/nutrition/NutritionSummary';
import { SummaryRows } from '../../shared/ui/SummaryRows';

/**
 * The order as the cart handed it over: its lines (named from the catalogue) and subtotal,
 * savings and total, with 2 decimals (docs/product.md#money). The server recomputes the amounts.
 */
export function CheckoutSummary({ order }: { order: CheckoutState }) {
  const { data: products = [] } = useProducts();
  const titles = new Map(products.map((product) => [product._id, product.title]));

  return (
    <section aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="summary-title">
        Your order
      </h2>
      <ul className="summary-lines">
        {order.lines.map((line) => (
          <li key={line.proId}>
            <span>{titles.get(line.proId) ?? 'Product'}</span>
            <span className="summary-lines__quantity">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <SummaryRows
        summary={order.summary}
        originalPriceLabel="Subtotal"
        voucherNote={order.voucherCode}
      />
      <NutritionSummary lines={order.lines} />
    </section>
  );
}
