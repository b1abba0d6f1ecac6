import type { PublicUser } from '@gymfuel/contracts';

/**
 * Staff run the shop and owners also manage staff: both may use the operator console. The API
 * also asks for a verified e-mail (a changed address is unverified until its link is opened),
 * so the console is offered on the same terms.
 */
export const isStaff = (user: PublicUser | null): boolean =>
  (user?.role === 'staff' || user?.role === 'owner') && user.emailVerified;
