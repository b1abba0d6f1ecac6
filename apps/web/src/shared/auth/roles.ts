import type { PublicUser } from '@gymfuel/contracts';

/** Staff run the shop and owners also manage staff: both may use the operator console. */
export const isStaff = (user: PublicUser | null): boolean =>
  user?.role === 'staff' || user?.role === 'owner';
