import { isVerifiedStaff, type PublicUser } from '@gymfuel/contracts';

/**
 * Staff run the shop and owners also manage staff: both may use the operator console, on the
 * API's terms (a verified e-mail too).
 */
export const isStaff = (user: PublicUser | null): boolean => user !== null && isVerifiedStaff(user);
