/**
 * The dashboard's views after its index, as path segments below /dashboard (and /dash).
 * The sidebar links to them and the app's route registry mounts a view at each.
 */
export const DASHBOARD_VIEW_PATHS = {
  profile: 'profile',
  orders: 'orders',
  favourites: 'favourites',
  goals: 'goals',
} as const;

export type DashboardView = keyof typeof DASHBOARD_VIEW_PATHS;

/** 24×24 icon paths, drawn for the sidebar and the dashboard's shortcuts. */
export const DASHBOARD_ICONS = {
  dashboard: 'M4 13h7V4H4v9Zm0 7h7v-5H4v5Zm9 0h7v-9h-7v9Zm0-16v5h7V4h-7Z',
  profile:
    'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z',
  orders:
    'M6 2h12l2 4v15a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6l2-4Zm.2 4h11.6l-1-2H7.2l-1 2ZM9 10a3 3 0 0 0 6 0h-2a1 1 0 0 1-2 0H9Z',
  favourites:
    'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2 0 3.4 1 5.2 3 1.8-2 3.2-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z',
  /** A target: rings drawn in alternating directions, so every other one is a gap. */
  goals:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm0-14a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm0 10a4 4 0 1 1 0-8 4 4 0 0 1 0 8Zm0-6a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  shop: 'M4 4h16l-1.5 6.5A3 3 0 0 1 15.6 13H8.4a3 3 0 0 1-2.9-2.5L4 4Zm2 11h12v5a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-5Z',
} as const;

export function DashboardIcon({
  name,
  size = 22,
}: {
  name: keyof typeof DASHBOARD_ICONS;
  size?: number;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path fill="currentColor" d={DASHBOARD_ICONS[name]} />
    </svg>
  );
}
