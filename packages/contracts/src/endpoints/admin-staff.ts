import { z } from '../zod.js';
import { defineEndpoint, type EndpointDefinition } from '../endpoint.js';
import { roleSchema } from '../domain/user.js';
import { emailSchema } from '../rules/email.js';
import { objectIdSchema } from '../rules/ids.js';
import { dataResponse } from './responses.js';

/** An account as the 'Staff' screen lists it. */
export const staffMemberSchema = z.object({
  _id: objectIdSchema,
  email: z.string(),
  userName: z.string(),
  role: roleSchema,
  emailVerified: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Addition beyond the spec: every staff member and owner, owners first (owner only). */
export const listStaff = defineEndpoint({
  method: 'GET',
  path: '/admin/staff',
  auth: 'owner',
  origin: 'addition',
  response: dataResponse(z.array(staffMemberSchema)),
});

export const setStaffRoleBodySchema = z.object({ email: emailSchema, role: roleSchema });

/**
 * Addition beyond the spec: gives an account the staff or owner role, or takes it away (role
 * customer), as `ops users:grant` does (owner only). 404 for an unknown e-mail, 409 for an
 * unverified one or for demoting the last owner.
 */
export const setStaffRole = defineEndpoint({
  method: 'POST',
  path: '/admin/staff/role',
  auth: 'owner',
  origin: 'addition',
  body: setStaffRoleBodySchema,
  response: dataResponse(staffMemberSchema),
});

export const adminStaffEndpoints = { listStaff, setStaffRole } as const satisfies Record<
  string,
  EndpointDefinition
>;
