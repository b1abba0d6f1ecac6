/**
 * A real-looking seller identity: production refuses to start without one, so every test that
 * starts the API or loads its configuration as production passes these.
 */
export const LEGAL_IDENTITY_ENV = {
  LEGAL_NAME: 'Protein Kitchens LLP',
  LEGAL_ADDRESS: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
  STATE_CODE: '27',
  GSTIN: '27AAPFU0939F1ZV',
  FSSAI_LICENCE: '11521999000456',
  GRIEVANCE_OFFICER_NAME: 'Rahul Mehta',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@proteinkitchens.in',
  GRIEVANCE_OFFICER_PHONE: '+91 22 2640 1234',
} as const;
