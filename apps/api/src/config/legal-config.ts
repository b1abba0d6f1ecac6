import type { LegalIdentity } from '@gymfuel/contracts';

export interface LegalEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  LEGAL_NAME?: string;
  LEGAL_ADDRESS?: string;
  STATE_CODE?: string;
  GSTIN?: string;
  FSSAI_LICENCE?: string;
  GRIEVANCE_OFFICER_NAME?: string;
  GRIEVANCE_OFFICER_DESIGNATION?: string;
  GRIEVANCE_OFFICER_EMAIL?: string;
  GRIEVANCE_OFFICER_PHONE?: string;
}

export interface LegalConfigIssue {
  variable: string;
  message: string;
}

type RequiredVariable = Exclude<keyof LegalEnv, 'NODE_ENV' | 'GRIEVANCE_OFFICER_DESIGNATION'>;

/**
 * Outside production the shop prints these, and they say they are samples: the GSTIN and licence
 * are well-formed (the GSTIN's check character is right) but belong to no one.
 */
export const SAMPLE_LEGAL_ENV: Record<RequiredVariable, string> = {
  LEGAL_NAME: 'GymFuel Foods Private Limited (sample details, not a registered company)',
  LEGAL_ADDRESS: '80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
  STATE_CODE: '29',
  GSTIN: '29AAACG1234A1ZA',
  FSSAI_LICENCE: '11226999000123',
  GRIEVANCE_OFFICER_NAME: 'Anita Rao (sample)',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@gymfuel.local',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8901',
};

const REQUIRED_VARIABLES = Object.keys(SAMPLE_LEGAL_ENV) as RequiredVariable[];

/** The samples that, set in production, would put no one's identity on a real shop's invoices. */
const IDENTIFYING_VARIABLES: RequiredVariable[] = ['LEGAL_NAME', 'GSTIN', 'FSSAI_LICENCE'];

/**
 * The seller's legal identity. Production names every missing variable, and every development
 * sample set explicitly, and refuses to start: an invoice or a footer must never carry sample
 * details for a real shop. Formats (GSTIN check
 * character, 14-digit licence, e-mail) are checked by the environment schema before this runs;
 * here the GSTIN must also belong to the registration's state.
 */
export function resolveLegalConfig(
  env: LegalEnv,
): { legal: LegalIdentity; issues: [] } | { legal: null; issues: LegalConfigIssue[] } {
  if (env.NODE_ENV === 'production') {
    const missing = REQUIRED_VARIABLES.filter((variable) => env[variable] === undefined);
    const samples = IDENTIFYING_VARIABLES.filter(
      (variable) => env[variable] === SAMPLE_LEGAL_ENV[variable],
    );
    const issues = [
      ...missing.map((variable) => ({
        variable,
        message: 'Required in production: it is printed on every invoice',
      })),
      ...samples.map((variable) => ({
        variable,
        message: 'Is the development sample: set the shop’s own, it is printed on every invoice',
      })),
    ];
    if (issues.length > 0) return { legal: null, issues };
  }
  const value = (variable: RequiredVariable) => env[variable] ?? SAMPLE_LEGAL_ENV[variable];
  const stateCode = value('STATE_CODE');
  const gstin = value('GSTIN');
  if (!gstin.startsWith(stateCode)) {
    return {
      legal: null,
      issues: [
        {
          variable: 'GSTIN',
          message: `Must belong to STATE_CODE ${stateCode}: a GSTIN starts with its state code`,
        },
      ],
    };
  }
  return {
    legal: {
      legalName: value('LEGAL_NAME'),
      address: value('LEGAL_ADDRESS'),
      stateCode,
      gstin,
      fssaiLicence: value('FSSAI_LICENCE'),
      grievanceOfficer: {
        name: value('GRIEVANCE_OFFICER_NAME'),
        designation: env.GRIEVANCE_OFFICER_DESIGNATION ?? 'Grievance Officer',
        email: value('GRIEVANCE_OFFICER_EMAIL'),
        phone: value('GRIEVANCE_OFFICER_PHONE'),
      },
    },
    issues: [],
  };
}
