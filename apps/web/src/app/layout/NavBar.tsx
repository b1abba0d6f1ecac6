import { useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useEscapeKey } from '../../shared/hooks/useEscapeKey';
import { paths } from '../../shared/routing/paths';
import { BrandMark } from './BrandMark';
import { NavAccount } from './NavAccount';
import { NavCart } from './NavCart';
import './nav.css';

const NAV_LINKS = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Products', to: paths.products.getHref(), end: false },
  { label: 'Reviews', to: paths.review.getHref(), end: false },
  { label: 'Contact', to: paths.contact.getHref(), end: false },
] as const;

export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and puts focus back on its toggle, as a dialog's opener gets it.
  useEscapeKey(() => {
    closeMenu();
    toggleRef.current?.focus();
  }, menuOpen);

  return (
    <header className="nav no-print">
      <div className="nav__inner">
        <Link to={paths.home.getHref()} className="nav__brand" onClick={closeMenu}>
          <BrandMark />
        </Link>

        <NavCart onNavigate={closeMenu} />

        <button
          ref={toggleRef}
          type="button"
          className="nav__toggle"
          aria-label="Menu"
          aria-expanded={menuOpen}
          aria-controls="primary-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span
            className={menuOpen ? 'nav__burger nav__burger--open' : 'nav__burger'}
            aria-hidden="true"
          />
        </button>

        <nav
          id="primary-navigation"
          aria-label="Main"
          className={menuOpen ? 'nav__menu nav__menu--open' : 'nav__menu'}
        >
          <ul className="nav__links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  onClick={closeMenu}
                  className={({ isActive }) =>
                    isActive ? 'nav__link nav__link--active' : 'nav__link'
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav__account">
            <NavAccount onNavigate={closeMenu} />
          </div>
        </nav>
      </div>
    </header>
  );
}
