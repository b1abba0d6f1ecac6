import { formatShippingAddress, type Address } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/surface-card.css';

/** Where the order goes, as chosen at checkout, with the way back to change it. */
export function DeliveryDetails({ address }: { address: Address }) {
  return (
    <section className="surface-card" aria-labelledby="delivery-title">
      <div className="payment__card-head">
        <h2 id="delivery-title" className="payment__card-title">
          Delivering to
        </h2>
        <Link to={paths.checkout.getHref()} className="payment__change">
          Change
        </Link>
      </div>
      <dl className="payment-delivery">
        <div>
          <dt>Name</dt>
          <dd>{address.your_name}</dd>
        </div>
        <div>
          <dt>Gym</dt>
          <dd>{formatShippingAddress(address)}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{address.phone}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{address.your_email}</dd>
        </div>
      </dl>
    </section>
  );
}
