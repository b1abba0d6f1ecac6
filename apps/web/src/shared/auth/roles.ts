import { isVerifiedStaff, type PublicUser } from '@gymfuel/contracts';

/**
 * Staff run the shop and owners also manage staff: both may use the operator console, on the
 * API's terms (a verified e-mail too).
 */
export const isStaff = (user: PublicUser | null): boolean => user !== null && isVerifiedStaff(user);

/** Who may open a part of the operator console, as the API's 'staff' and 'owner' guards decide. */
export type ConsoleAccess = 'staff' | 'owner';

export const mayOpen = (user: PublicUser | null, access: ConsoleAccess): boolean =>
  isStaff(user) && (access === 'staff' || user?.role === 'owner');
