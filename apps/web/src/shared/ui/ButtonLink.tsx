import { Link, type LinkProps } from 'react-router-dom';

/**
 * A control the original specification calls a button that only goes to another page ('Log in',
 * 'View All Products', 'View more'). It stays a real `<a href>`, so it is crawlable, works on a
 * prerendered page before hydration and opens in a new tab on a middle-click, but it is announced
 * (and found by role) as the button the specification names; Space presses it, as a button's does.
 */
export function ButtonLink({ onKeyDown, ...props }: LinkProps) {
  return (
    <Link
      {...props}
      role="button"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key !== ' ' || event.defaultPrevented) return;
        // Not the page scroll Space would otherwise do.
        event.preventDefault();
        event.currentTarget.click();
      }}
    />
  );
}
