import type { ClientConfig } from '@gymfuel/contracts';

/** GET /config as a shop in simulated mode answers it; name what a test reads. */
export function clientConfigResponse(overrides: Partial<ClientConfig> = {}) {
  const data: ClientConfig = {
    googleClientId: null,
    paymentsProvider: 'simulated',
    payOnDelivery: false,
    legal: {
      legalName: 'Protein Kitchens LLP',
      address: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      fssaiLicence: '11521999000456',
      grievanceOfficer: {
        name: 'Rahul Mehta',
        designation: 'Head of Customer Care',
        email: 'grievance@proteinkitchens.in',
        phone: '+91 22 2640 1234',
      },
    },
    ...overrides,
  };
  return { body: { success: true, data } };
}
