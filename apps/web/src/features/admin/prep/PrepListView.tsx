import { slotTimes, type PrepList } from '@gymfuel/contracts';

/** The products table (Product, Quantity), then one pack list per gym. */
export function PrepListView({ prep }: { prep: PrepList }) {
  if (prep.products.length === 0) {
    return <p className="prep__empty">No orders to prepare.</p>;
  }
  return (
    <div className="prep">
      <section className="prep__section" aria-labelledby="prep-cook">
        <h2 id="prep-cook" className="prep__heading">
          To cook
        </h2>
        <table className="prep__table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {prep.products.map((product) => (
              <tr key={product.productId}>
                <td>{product.title}</td>
                <td>{product.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="prep__section" aria-labelledby="prep-pack">
        <h2 id="prep-pack" className="prep__heading">
          To pack
        </h2>
        {prep.gyms.map(({ gym, orders }) => (
          <section key={gym} className="prep__gym" aria-label={gym}>
            <h3 className="prep__gym-title">{gym}</h3>
            <ul className="prep__bags">
              {orders.map((order) => (
                <li key={order.orderId} className="prep__bag">
                  <p className="prep__bag-title">
                    Order {order.orderId} · {order.shopperName} · {slotTimes(order.slot)}
                  </p>
                  <ul className="prep__bag-lines">
                    {/* An order holds each product once, but two products may share a title. */}
                    {order.lines.map((line, index) => (
                      <li key={index}>
                        {line.quantity} × {line.title}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
