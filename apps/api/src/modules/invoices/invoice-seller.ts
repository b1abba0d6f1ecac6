import type { LegalIdentity } from '@gymfuel/contracts';

/**
 * The shop as its tax invoices name it: the configured legal identity (config.legal) less the
 * grievance officer, copied into every invoice when it is issued.
 */
export type InvoiceSeller = Pick<
  LegalIdentity,
  'legalName' | 'address' | 'gstin' | 'fssaiLicence' | 'stateCode'
>;

export const sellerOf = ({ legalName, address, gstin, fssaiLicence, stateCode }: LegalIdentity) =>
  ({ legalName, address, gstin, fssaiLicence, stateCode }) satisfies InvoiceSeller;
