import { describe, expect, it } from 'vitest';
import { LEGAL_IDENTITY_ENV } from '../test/legal-identity-env.js';
import { ConfigError, loadConfig } from './env.js';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-chars',
  PUBLIC_URL: 'https://shop.gymfuel.in',
  PAYMENTS_PROVIDER: 'simulated',
};

function issuesOf(env: Record<string, string>): { variable: string; message: string }[] {
  try {
    loadConfig(env, false);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('the legal identity configuration', () => {
  it('uses samples that say so outside production', () => {
    const { legal } = loadConfig({ NODE_ENV: 'development' }, false).config;
    expect(legal.legalName).toContain('sample');
    expect(legal.grievanceOfficer.name).toContain('sample');
    expect(legal.gstin).toBe('29AAACG1234A1ZA');
  });

  it('refuses a production start without the real identity, naming every missing variable', () => {
    expect(issuesOf(production).map((issue) => issue.variable)).toEqual([
      'LEGAL_NAME',
      'LEGAL_ADDRESS',
      'STATE_CODE',
      'GSTIN',
      'FSSAI_LICENCE',
      'GRIEVANCE_OFFICER_NAME',
      'GRIEVANCE_OFFICER_EMAIL',
      'GRIEVANCE_OFFICER_PHONE',
    ]);
    expect(issuesOf({ ...production, ...LEGAL_IDENTITY_ENV, GSTIN: '' })).toEqual([
      { variable: 'GSTIN', message: 'Required in production: it is printed on every invoice' },
    ]);
  });

  it('refuses a production start with the development samples set explicitly', () => {
    const sample = 'Is the development sample: set the shop’s own, it is printed on every invoice';
    expect(
      issuesOf({
        ...production,
        ...LEGAL_IDENTITY_ENV,
        LEGAL_NAME: 'GymFuel Foods Private Limited (sample details, not a registered company)',
        STATE_CODE: '29',
        GSTIN: '29AAACG1234A1ZA',
        FSSAI_LICENCE: '11226999000123',
      }),
    ).toEqual([
      { variable: 'LEGAL_NAME', message: sample },
      { variable: 'GSTIN', message: sample },
      { variable: 'FSSAI_LICENCE', message: sample },
    ]);
  });

  it('starts in production with the real identity', () => {
    const { legal } = loadConfig({ ...production, ...LEGAL_IDENTITY_ENV }, false).config;
    expect(legal).toEqual({
      legalName: 'Protein Kitchens LLP',
      address: '12 Hill Road, Bandra West, Mumbai 400050, Maharashtra',
      stateCode: '27',
      gstin: '27AAPFU0939F1ZV',
      fssaiLicence: '11521999000456',
      grievanceOfficer: {
        name: 'Rahul Mehta',
        designation: 'Grievance Officer',
        email: 'grievance@proteinkitchens.in',
        phone: '+91 22 2640 1234',
      },
    });
  });

  it('refuses a GSTIN with a wrong check character, a malformed one and a short licence', () => {
    expect(issuesOf({ NODE_ENV: 'test', GSTIN: '27AAPFU0939F1ZW' })).toEqual([
      { variable: 'GSTIN', message: 'The GSTIN check character does not match' },
    ]);
    expect(issuesOf({ NODE_ENV: 'test', GSTIN: '27AAPFU0939F1Z' })).toEqual([
      { variable: 'GSTIN', message: 'Must be a 15-character GSTIN such as 29AAACG1234A1ZA' },
    ]);
    expect(issuesOf({ NODE_ENV: 'test', FSSAI_LICENCE: '1152199900045' })).toEqual([
      { variable: 'FSSAI_LICENCE', message: 'Must be the 14-digit FSSAI licence number' },
    ]);
    expect(issuesOf({ NODE_ENV: 'test', STATE_CODE: '99' })).toEqual([
      { variable: 'STATE_CODE', message: 'Must be a 2-digit GST state code such as 29' },
    ]);
  });

  it('takes only a STATE_CODE a registration can carry today, with spaces around it trimmed', () => {
    // Each GSTIN below is well-formed, with its check character, and starts with STATE_CODE.
    const stateIssue = [
      { variable: 'STATE_CODE', message: 'Must be a 2-digit GST state code such as 29' },
    ];
    // 39 is no state; 28 is Andhra Pradesh before 2014 (now 37); 25 merged into 26 in 2020.
    expect(issuesOf({ NODE_ENV: 'test', STATE_CODE: '39', GSTIN: '39AAPFU0939F1ZQ' })).toEqual(
      stateIssue,
    );
    expect(issuesOf({ NODE_ENV: 'test', STATE_CODE: '28', GSTIN: '28AAPFU0939F1ZT' })).toEqual(
      stateIssue,
    );
    expect(issuesOf({ NODE_ENV: 'test', STATE_CODE: '25', GSTIN: '25AAPFU0939F1ZZ' })).toEqual(
      stateIssue,
    );
    // 97 (other territory) is one, and a code is trimmed as the GSTIN and the licence are.
    expect(
      loadConfig({ NODE_ENV: 'test', STATE_CODE: '97', GSTIN: '97AAPFU0939F1ZO' }, false).config
        .legal.stateCode,
    ).toBe('97');
    expect(
      loadConfig({ NODE_ENV: 'test', STATE_CODE: ' 27 ', GSTIN: '27AAPFU0939F1ZV' }, false).config
        .legal.stateCode,
    ).toBe('27');
  });

  it('refuses a GSTIN registered in another state than STATE_CODE', () => {
    expect(issuesOf({ NODE_ENV: 'test', STATE_CODE: '29', GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      {
        variable: 'GSTIN',
        message: 'Must belong to STATE_CODE 29: a GSTIN starts with its state code',
      },
    ]);
  });
});
