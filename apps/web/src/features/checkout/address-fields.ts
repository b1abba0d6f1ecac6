import { addressSchema, toValidationDetails, type Address } from '@gymfuel/contracts';
import {
  fieldProblemsFrom,
  REQUIRED_MESSAGE,
  type FieldProblems,
} from '../../shared/forms/field-problems';
import { FILL_ALL_FIELDS_MESSAGE } from './messages';

/** We deliver to partner gyms in India only, so the country is not asked for. */
export const DELIVERY_COUNTRY = 'India';

/**
 * What the checkout form holds: every address field but the fixed country. The city is not typed
 * (a free-text city could contradict the gym): it comes only with a saved address, and goes when
 * another gym is chosen.
 */
export type AddressFields = Omit<Address, 'country'>;

/** The fields the shopper fills in, in the form's order, by their labels. */
export const ADDRESS_FIELD_LABELS = {
  your_name: 'Your name',
  your_email: 'Email',
  phone: 'Phone',
  gym_name: 'Gym',
} as const;
export type AddressField = keyof typeof ADDRESS_FIELD_LABELS;
export type AddressProblems = FieldProblems<AddressField>;

export const EMPTY_ADDRESS_FIELDS: AddressFields = {
  your_name: '',
  your_email: '',
  gym_name: '',
  city: '',
  phone: '',
};

export type AddressCheck =
  { ok: true; address: Address } | { ok: false; notice: string | null; problems: AddressProblems };

/**
 * The form as a normalised address (trimmed, e-mail lower-cased, phone as 10 digits), or what
 * is wrong with it, field by field. All four fields must be filled, else also the notice
 * 'Please fill all the fields' (docs/product.md#checkout); then the contract's rules apply.
 */
export function checkAddress(fields: AddressFields): AddressCheck {
  const empty = (Object.keys(ADDRESS_FIELD_LABELS) as AddressField[]).filter(
    (field) => fields[field].trim() === '',
  );
  if (empty.length > 0) {
    const issues = empty.map((path) => ({ path, message: REQUIRED_MESSAGE }));
    return {
      ok: false,
      notice: FILL_ALL_FIELDS_MESSAGE,
      problems: fieldProblemsFrom(issues, ADDRESS_FIELD_LABELS),
    };
  }
  const parsed = addressSchema.safeParse({ ...fields, country: DELIVERY_COUNTRY });
  if (parsed.success) return { ok: true, address: parsed.data };
  const problems = fieldProblemsFrom(toValidationDetails(parsed.error), ADDRESS_FIELD_LABELS);
  // A problem with no field of its own (a saved address's city) is said as a notice.
  const hasPlacedProblem = Object.keys(problems).length > 0;
  return {
    ok: false,
    notice: hasPlacedProblem ? null : (parsed.error.issues[0]?.message ?? null),
    problems,
  };
}

export function toAddressFields({
  your_name,
  your_email,
  gym_name,
  city,
  phone,
}: Address): AddressFields {
  return { your_name, your_email, gym_name, city, phone };
}

/**
 * How a saved address reads in the dropdown: every field the shopper fills, so two saved
 * addresses never read the same (they may differ in the e-mail alone).
 */
export const describeAddress = (address: Address): string =>
  [address.your_name, address.gym_name, address.city, address.phone, address.your_email]
    .filter(Boolean)
    .join(' · ');
