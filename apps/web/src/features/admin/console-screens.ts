import type { ComponentType } from 'react';
import type { ConsoleAccess } from '../../shared/auth/roles';

/** One screen of the operator console: its tab, its address under /admin, and who may open it. */
export interface ConsoleScreen {
  /** The tab's label and the screen's title, e.g. 'Order board'. */
  label: string;
  /** Relative to /admin, e.g. 'orders'. */
  path: string;
  access: ConsoleAccess;
  /** Loads the screen's own chunk when it is first opened: shoppers never download it. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every console screen, in the tabs' order; the first is where /admin opens. This list is the
 * only part of the console in the shop's first load, so it holds labels and loaders, no screens.
 */
export const CONSOLE_SCREENS: readonly [ConsoleScreen, ...ConsoleScreen[]] = [
  {
    label: 'Order board',
    path: 'orders',
    access: 'staff',
    load: () => import('./board/OrderBoardScreen'),
  },
  {
    label: 'Prep list',
    path: 'prep',
    access: 'staff',
    load: () => import('./prep/PrepListScreen'),
  },
  {
    label: 'Menu',
    path: 'menu',
    access: 'owner',
    load: () => import('./menu/MenuScreen'),
  },
  {
    label: 'Delivery slots',
    path: 'slots',
    access: 'owner',
    load: () => import('./slots/DeliverySlotsScreen'),
  },
  {
    label: 'Vouchers',
    path: 'vouchers',
    access: 'owner',
    load: () => import('./vouchers/VouchersScreen'),
  },
  {
    label: 'Refunds',
    path: 'refunds',
    access: 'staff',
    load: () => import('./refunds/RefundsScreen'),
  },
  {
    label: 'Messages',
    path: 'messages',
    access: 'staff',
    load: () => import('./messages/MessagesScreen'),
  },
  {
    label: 'Reviews',
    path: 'reviews',
    access: 'staff',
    load: () => import('./reviews/ReviewsScreen'),
  },
  {
    label: 'Staff',
    path: 'staff',
    access: 'owner',
    load: () => import('./staff/StaffScreen'),
  },
  {
    label: 'Activity',
    path: 'activity',
    access: 'owner',
    load: () => import('./activity/ActivityScreen'),
  },
];
