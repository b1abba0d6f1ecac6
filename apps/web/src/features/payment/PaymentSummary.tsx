import { formatInr } from '@gymfuel/contracts';
import { useProducts } from '../../shared/api/get-products';
import type { CheckoutState } from '../../shared/checkout/checkout-state';
import { NutritionSummary } from '../../shared/nutrition/NutritionSummary';
import { SummaryRows } from '../../shared/ui/SummaryRows';

/**
 * What is being paid for: the lines (named and priced from the catalogue, for display) and the
 * checkout's Original price, Savings and Total. The server charges its own recomputed total.
 */
export function PaymentSummary({ order }: { order: CheckoutState }) {
  const { data: products = [] } = useProducts();
  const catalogue = new Map(products.map((product) => [product._id, product]));

  return (
    <section aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="summary-title">
        Order summary
      </h2>
      <ul className="summary-lines">
        {order.lines.map((line) => {
          const product = catalogue.get(line.proId);
          return (
            <li key={line.proId}>
              <span>
                {product?.title ?? 'Product'}{' '}
                <span className="summary-lines__quantity">× {line.quantity}</span>
              </span>
              {product && <span>{formatInr(product.price * line.quantity)}</span>}
            </li>
          );
        })}
      </ul>
      <SummaryRows summary={order.summary} voucherNote={order.voucherCode} />
      <NutritionSummary lines={order.lines} />
    </section>
  );
}
