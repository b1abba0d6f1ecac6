/**
 * The 403s of the operator guards (http/session-auth.ts), also said by a role change whose owner
 * was demoted while it was on its way (users.service).
 */
export const STAFF_ONLY = 'Only GymFuel staff may do this';
export const OWNER_ONLY = 'Only a GymFuel owner may do this';
