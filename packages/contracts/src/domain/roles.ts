// No zod here: the web's first screen reads this, and a schema beside it would bring zod into
// the shop's first load (apps/web, docs/architecture.md#code-splitting).

/** 'customer' by default; staff run the shop, owners also manage staff. Granted, never chosen. */
export const ROLES = ['customer', 'staff', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that run the shop: they see and move every order, in the console and the API. */
export const STAFF_ROLES: readonly Role[] = ['staff', 'owner'];

/**
 * Staff powers need the role and a verified e-mail: a changed address is unverified until its
 * link is opened, and the role waits until then.
 */
export const isVerifiedStaff = (who: { role: Role; emailVerified: boolean }): boolean =>
  STAFF_ROLES.includes(who.role) && who.emailVerified;
