import { matchPath, useLocation } from 'react-router-dom';
import { useOnline } from '../../shared/hooks/useOnline';
import { paths } from '../../shared/routing/paths';

/** The pages the service worker keeps for offline use (docs/architecture.md#installable-menu). */
const MENU_PAGES = [paths.home.path, paths.products.path, paths.product.path];

/**
 * On the menu pages while offline: the catalogue comes from the last visit, and a price or a
 * sold-out mark may have changed since. Other pages say nothing: they need the network anyway.
 */
export function OfflineMenuBanner() {
  const { pathname } = useLocation();
  const online = useOnline();
  if (online || !MENU_PAGES.some((pattern) => matchPath(pattern, pathname))) return null;
  return (
    <p className="offline-banner" role="status">
      You are offline — showing the menu from your last visit
    </p>
  );
}
