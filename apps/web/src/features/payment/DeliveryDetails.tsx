import {
  describeSlot,
  formatShippingAddress,
  type Address,
  type DeliverySlot,
} from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useHandoverPoint } from '../../shared/api/get-gym-records';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/surface-card.css';

/** Where and when the order goes, as chosen at checkout, with the way back to change it. */
export function DeliveryDetails({ address, slot }: { address: Address; slot: DeliverySlot }) {
  const handoverPoint = useHandoverPoint(address.gym_name);
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
        <div className="payment-delivery__wide">
          <dt>Delivery slot</dt>
          <dd>{describeSlot(slot, { name: address.gym_name, handoverPoint })}</dd>
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
