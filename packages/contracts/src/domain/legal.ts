import { z } from '../zod.js';
import { emailSchema } from '../rules/email.js';
import { fssaiLicenceSchema, gstinSchema, gstStateCodeSchema } from '../rules/gstin.js';

/** Who answers complaints (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)). */
export const grievanceOfficerSchema = z.object({
  name: z.string().trim().min(1),
  designation: z.string().trim().min(1),
  email: emailSchema,
  /** As it is printed and dialled, e.g. '+91 80 4567 8901'. */
  phone: z.string().trim().min(1),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/**
 * The seller as the law names it: printed on every invoice (CGST Rule 46), the FSSAI licence on
 * every invoice and page footer, the grievance officer on the contact page.
 */
export const legalIdentitySchema = z.object({
  legalName: z.string().trim().min(1),
  address: z.string().trim().min(1),
  /** The GST state code of the seller's registration: the GSTIN's first two digits. */
  stateCode: gstStateCodeSchema,
  gstin: gstinSchema,
  fssaiLicence: fssaiLicenceSchema,
  grievanceOfficer: grievanceOfficerSchema,
});
export type LegalIdentity = z.infer<typeof legalIdentitySchema>;
