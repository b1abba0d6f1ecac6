import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

/** A drawn basket with a leaf, so the empty state needs no extra image file. */
function EmptyCartArt() {
  return (
    <svg
      className="cart-empty__art"
      viewBox="0 0 160 140"
      width="160"
      height="140"
      aria-hidden="true"
    >
      <ellipse cx="84" cy="128" rx="56" ry="7" fill="rgb(28 36 33 / 10%)" />
      <path
        d="M14 22h18l16 72h78l14-52H42"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M50 54h82l-9 30H57z" fill="var(--color-primary-soft)" />
      <circle cx="60" cy="112" r="9" fill="var(--color-accent)" />
      <circle cx="116" cy="112" r="9" fill="var(--color-accent)" />
      <path
        d="M96 44c-4-18 6-30 26-32-2 20-12 30-26 32z"
        fill="#4ade80"
        stroke="var(--color-primary)"
        strokeWidth="3"
      />
    </svg>
  );
}

interface EmptyCartProps {
  /** Move focus to the heading on arrival, which also announces the empty cart. */
  takeFocus?: boolean;
}

export function EmptyCart({ takeFocus = false }: EmptyCartProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  return (
    <section className="cart-empty page" aria-labelledby="cart-empty-title">
      <EmptyCartArt />
      <h1 ref={headingRef} id="cart-empty-title" className="cart-empty__title" tabIndex={-1}>
        Shopping Cart Is Empty
      </h1>
      <p className="cart-empty__text">
        Smoothies, shakes and high-protein meals are waiting, delivered fresh to your gym.
      </p>
      <Link to={paths.products.getHref()} className="btn btn-primary">
        Explore Products
      </Link>
    </section>
  );
}
