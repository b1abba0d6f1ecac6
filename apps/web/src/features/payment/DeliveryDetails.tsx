import {
  DELIVERY_COUNTRY,
  describeSlot,
  formatShippingAddress,
  type Address,
  type DeliverySlot,
} from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useGymRecord } from '../../shared/api/get-gym-records';
import { paths } from '../../shared/routing/paths';
import '../../shared/ui/surface-card.css';

/**
 * Where and when the order goes, as chosen at checkout, with the way back to change it. The gym
 * is written as the order will be: the gym's own city (from its record; checkout leaves the
 * address's city empty when a gym is chosen) and India, whatever the form held.
 */
export function DeliveryDetails({ address, slot }: { address: Address; slot: DeliverySlot }) {
  const gym = useGymRecord(address.gym_name);
  const handoverPoint = gym?.handoverPoint;
  const shippingAddress = formatShippingAddress({
    gym_name: address.gym_name,
    city: gym?.city ?? address.city,
    country: DELIVERY_COUNTRY,
  });
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
          <dd>{shippingAddress}</dd>
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
