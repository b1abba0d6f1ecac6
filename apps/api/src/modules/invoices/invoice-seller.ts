/**
 * The shop as its tax invoices name it: the legal identity from configuration (LEGAL_NAME,
 * LEGAL_ADDRESS, GSTIN, FSSAI_LICENCE, STATE_CODE), copied into every invoice when it is issued.
 */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  fssaiLicence: string;
  /** Two digits, the start of the GSTIN: '27' for Maharashtra. */
  stateCode: string;
}

/**
 * Until configuration carries the shop's legal identity (config.legal), invoices name this
 * sample seller, which says it is one.
 */
export const SAMPLE_SELLER: InvoiceSeller = {
  legalName: 'GymFuel Foods Private Limited (sample identity)',
  address: '12 Linking Road, Bandra West, Mumbai 400050, Maharashtra',
  gstin: '27AABCG1234F1Z5',
  fssaiLicence: '11526999000123',
  stateCode: '27',
};
