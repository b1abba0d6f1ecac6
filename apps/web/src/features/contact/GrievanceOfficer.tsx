import { useClientConfig } from '../../shared/api/get-client-config';
import '../../shared/ui/surface-card.css';

/**
 * The grievance officer an e-commerce seller in India must name (Consumer Protection (E-Commerce)
 * Rules, 2020), from the server's configuration so the page always matches the invoices.
 */
export function GrievanceOfficer() {
  const officer = useClientConfig().data?.legal?.grievanceOfficer;
  if (officer === undefined) return null;
  return (
    <section className="surface-card contact-details" aria-labelledby="grievance-officer-title">
      <h2 id="grievance-officer-title" className="contact-details__title">
        Grievance officer
      </h2>
      <p>
        Not happy with how a complaint was handled? Write to our grievance officer: every complaint
        is acknowledged within 48 hours.
      </p>
      <dl className="contact-details__list">
        <div>
          <dt>Name</dt>
          <dd>{officer.name}</dd>
        </div>
        <div>
          <dt>Designation</dt>
          <dd>{officer.designation}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${officer.email}`}>{officer.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${officer.phone.replace(/[^\d+]/g, '')}`}>{officer.phone}</a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
