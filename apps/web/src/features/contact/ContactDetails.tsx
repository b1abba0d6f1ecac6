import { Avatar } from '../../shared/ui/Avatar';
import '../../shared/ui/surface-card.css';

export function ContactDetails() {
  return (
    <aside className="surface-card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        Talk to a person
      </h2>
      <div className="contact-details__person">
        <Avatar photo="avatar-2" name="Priya Sharma" size={56} />
        <div>
          <p className="contact-details__name">Priya Sharma</p>
          <p className="contact-details__role">Customer care lead</p>
        </div>
      </div>
      <dl className="contact-details__list">
        <div>
          <dt>Email</dt>
          <dd>
            <a href="mailto:support@gymfuel.in">support@gymfuel.in</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href="tel:+918045678900">+91 80 4567 8900</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>Monday to Saturday, 7 am to 9 pm</dd>
        </div>
        <div>
          <dt>Kitchen</dt>
          <dd>80 Feet Road, Koramangala, Bengaluru 560034</dd>
        </div>
      </dl>
    </aside>
  );
}
