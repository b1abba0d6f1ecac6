import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import './contact.css';

// The one external embed DESIGN.md allows: an OpenStreetMap view of our kitchen.
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=77.6101%2C12.9279%2C77.6365%2C12.9431&layer=mapnik&marker=12.9355%2C77.6233';

export function ContactPage() {
  return (
    <div className="contact page">
      <header className="contact__header">
        <span className="eyebrow">Contact</span>
        <h1 className="page-title">We would love to hear from you</h1>
        <p className="page-lead">
          Welcome to GymFuel! We cook protein-rich smoothies, shakes, appetizers and meals for
          people who train, and deliver them to their gym. Questions about an order, an allergy or a
          bulk order for your gym? Write to us.
        </p>
      </header>

      <div className="contact__grid">
        <ContactForm />
        <ContactDetails />
      </div>

      <section className="contact__map" aria-labelledby="contact-map-title">
        <h2 id="contact-map-title" className="visually-hidden">
          Find us
        </h2>
        {/* Sits under the map, so it is what shows until (or if) the embed loads. */}
        <p className="contact__map-fallback" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36">
            <path
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
              fill="currentColor"
            />
          </svg>
          80 Feet Road, Koramangala, Bengaluru
        </p>
        <iframe
          title="Map of the GymFuel kitchen in Koramangala, Bengaluru"
          src={MAP_EMBED_URL}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </section>

      <section id="about-us" className="about" aria-labelledby="about-us-title">
        <div className="about__text">
          <span className="eyebrow">Our story</span>
          <h2 id="about-us-title">About Us</h2>
          <p>
            GymFuel started in 2021 in a small Bengaluru kitchen, when two trainers grew tired of
            choosing between convenient food and food that supports their training. Today our chefs
            and nutritionists prepare every order fresh each morning, with honest ingredients and
            the protein your body needs to recover.
          </p>
          <p>
            We deliver to partner gyms across the city, so your next meal is waiting when your
            workout ends.
          </p>
          <Link to={`${paths.contact.getHref()}#contact-form`} className="btn btn-primary">
            Contact us
          </Link>
        </div>
        <ul className="about__facts">
          <li>
            <strong>Fresh</strong>
            <span>cooked every morning</span>
          </li>
          <li>
            <strong>Protein-rich</strong>
            <span>recipes by nutritionists</span>
          </li>
          <li>
            <strong>To your gym</strong>
            <span>delivered where you train</span>
          </li>
        </ul>
      </section>
    </div>
  );
}
