import { endpoints } from '@gymfuel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSuccess } from '../test/contract.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /config', () => {
  it('says Google sign-in and pay on delivery are off when their variables are unset', async () => {
    const response = await call(t.app, endpoints.getClientConfig);
    expectSuccess(endpoints.getClientConfig, response);
    // The body as sent: parsing it would fill in a missing payOnDelivery as false.
    expect(response.body.data).toEqual({
      googleClientId: null,
      paymentsProvider: 'simulated',
      payOnDelivery: false,
      legal: {
        legalName: 'GymFuel Foods Private Limited (sample details, not a registered company)',
        address: '80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
        stateCode: '29',
        gstin: '29AAACG1234A1ZA',
        fssaiLicence: '11226999000123',
        grievanceOfficer: {
          name: 'Anita Rao (sample)',
          designation: 'Grievance Officer',
          email: 'grievance@gymfuel.local',
          phone: '+91 80 4567 8901',
        },
      },
    });
  });

  it('publishes the Google client id, the payments provider, pay on delivery and the legal identity when configured', async () => {
    const configured = await createTestApp({
      db: t.db,
      env: {
        PAY_ON_DELIVERY: 'true',
        GOOGLE_CLIENT_ID: 'gymfuel.apps.googleusercontent.com',
        PAYMENTS_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'razorpay-test-secret',
        RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
        LEGAL_NAME: 'Protein Kitchens LLP',
        LEGAL_ADDRESS: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
        STATE_CODE: '27',
        GSTIN: '27aapfu0939f1zv',
        FSSAI_LICENCE: '11521999000456',
        GRIEVANCE_OFFICER_NAME: 'Rahul Mehta',
        GRIEVANCE_OFFICER_DESIGNATION: 'Head of Customer Care',
        GRIEVANCE_OFFICER_EMAIL: 'Grievance@ProteinKitchens.in',
        GRIEVANCE_OFFICER_PHONE: '+91 22 2640 1234',
      },
    });
    const response = await call(configured.app, endpoints.getClientConfig);
    expectSuccess(endpoints.getClientConfig, response);
    expect(response.body.data).toEqual({
      googleClientId: 'gymfuel.apps.googleusercontent.com',
      paymentsProvider: 'razorpay',
      payOnDelivery: true,
      legal: {
        legalName: 'Protein Kitchens LLP',
        address: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
        stateCode: '27',
        // Normalised: a GSTIN is upper case, an e-mail lower case.
        gstin: '27AAPFU0939F1ZV',
        fssaiLicence: '11521999000456',
        grievanceOfficer: {
          name: 'Rahul Mehta',
          designation: 'Head of Customer Care',
          email: 'grievance@proteinkitchens.in',
          phone: '+91 22 2640 1234',
        },
      },
    });
    expect(response.text).not.toContain('razorpay-test-secret');
  });
});
