import { formatInr } from '@gymfuel/contracts';
import { useProducts } from '../../shared/api/get-products';
import type { CheckoutState } from '../../shared/checkout/checkout-state';

/**
 * What is being paid for: the lines (named and priced from the catalogue, for display) and the
 * checkout's Original price, Savings and Total. The server charges its own recomputed total.
 */
export function PaymentSummary({ order }: { order: CheckoutState }) {
  const { data: products = [] } = useProducts();
  const catalogue = new Map(products.map((product) => [product._id, product]));
  const { summary, voucherCode } = order;

  return (
    <section className="payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title" className="payment__card-title">
        Order summary
      </h2>
      <ul className="payment-summary__lines">
        {order.lines.map((line) => {
          const product = catalogue.get(line.proId);
          return (
            <li key={line.proId}>
              <span className="payment-summary__product">
                {product?.title ?? 'Product'}{' '}
                <span className="payment-summary__quantity">× {line.quantity}</span>
              </span>
              {product && <span>{formatInr(product.price * line.quantity)}</span>}
            </li>
          );
        })}
      </ul>
      <dl className="payment-summary__rows">
        <div>
          <dt>Original price</dt>
          <dd>{formatInr(summary.originalPrice)}</dd>
        </div>
        <div className="payment-summary__savings">
          <dt>
            Savings
            {voucherCode && <span className="payment-summary__voucher">{voucherCode}</span>}
          </dt>
          <dd>
            {summary.discountedAmmount > 0
              ? `−${formatInr(summary.discountedAmmount)}`
              : formatInr(0)}
          </dd>
        </div>
        <div className="payment-summary__total">
          <dt>Total</dt>
          <dd>{formatInr(summary.finalTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
