import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import { ContactMap } from './ContactMap';
import { GrievanceOfficer } from './GrievanceOfficer';
import './contact.css';

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

      <GrievanceOfficer />

      <ContactMap />

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
