import type { ReactNode } from 'react';
import './auth.css';

interface AuthLayoutProps {
  title: string;
  lead: string;
  children: ReactNode;
  /** The line under the form that links to the other screen (log in ↔ sign up). */
  switchPrompt: ReactNode;
}

const PERKS = [
  { art: '1f964', text: 'Protein-rich smoothies, shakes and meals' },
  { art: '1f957', text: 'Delivered fresh to the gym you choose' },
  { art: '1f34c', text: 'Track every order from your dashboard' },
] as const;

/** The shared frame of the login and sign-up screens: a welcome panel beside the form. */
export function AuthLayout({ title, lead, children, switchPrompt }: AuthLayoutProps) {
  return (
    <section className="page auth" aria-labelledby="auth-title">
      <div className="auth__card">
        <div className="auth__panel">
          <p className="auth__panel-eyebrow">GymFuel</p>
          <p className="auth__panel-title">Fuel your next session.</p>
          <ul className="auth__perks">
            {PERKS.map((perk) => (
              <li key={perk.art}>
                <img src={`/art/${perk.art}.webp`} alt="" width={40} height={40} />
                <span>{perk.text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="auth__body">
          <h1 id="auth-title" className="auth__title">
            {title}
          </h1>
          <p className="auth__lead">{lead}</p>
          {children}
          <p className="auth__switch">{switchPrompt}</p>
        </div>
      </div>
    </section>
  );
}
