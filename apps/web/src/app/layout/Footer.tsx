import { indiaDateOf, productArtUrl } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useClientConfig } from '../../shared/api/get-client-config';
import { useAuth } from '../../shared/auth/auth-context';
import { useAsPrerendered } from '../../shared/hooks/useAsPrerendered';
import { paths } from '../../shared/routing/paths';
import { BrandMark } from './BrandMark';
import './footer.css';

export function Footer() {
  const { isAuthenticated, isLoading } = useAuth();
  // The sign-up invitation is for visitors; while the stored session is checked it waits, so a
  // returning shopper never sees it flash.
  const invitesToSignUp = !isLoading && !isAuthenticated;
  const legal = useClientConfig().data?.legal;
  // The prerendered pages say the year they were built in: a page opened in a later year
  // hydrates with it, then says this one, in India (the shop's time, whatever the phone's).
  const year = useAsPrerendered(Number(indiaDateOf(new Date()).slice(0, 4)), __BUILD_YEAR__);
  return (
    <footer className="footer no-print">
      {invitesToSignUp && (
        <section className="footer__banner" aria-labelledby="footer-banner-title">
          <div className="footer__banner-inner">
            <img
              src={productArtUrl('1f957')}
              alt=""
              width={72}
              height={72}
              // Below the fold: not fetched (nor preloaded) beside the first screen's images.
              loading="lazy"
              className="footer__banner-art"
            />
            <h2 id="footer-banner-title" className="footer__banner-title">
              Sign Up Now To get Free Delivery on Your Order
            </h2>
            <Link to={paths.signup.getHref()} className="btn btn-accent">
              Sign up
            </Link>
          </div>
        </section>
      )}

      <div className="footer__main">
        <div className="footer__brand">
          <BrandMark />
          <p className="footer__tagline">Healthy Smoothies, Shakes, Appetizers and Fresh Meals.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="footer__links">
            <li>
              <Link to={paths.terms.getHref()}>Terms</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>Privacy</Link>
            </li>
            <li>
              <Link to={paths.refundPolicy.getHref()}>Refund policy</Link>
            </li>
            <li>
              <Link to={`${paths.contact.getHref()}#about-us`}>About us</Link>
            </li>
          </ul>
        </nav>
      </div>

      <div className="footer__bottom">
        <p className="footer__copyright">© {year} GymFuel. All rights reserved.</p>
        {legal !== undefined && (
          <p className="footer__legal">
            {legal.legalName} · FSSAI Lic. No. {legal.fssaiLicence}
          </p>
        )}
      </div>
    </footer>
  );
}
