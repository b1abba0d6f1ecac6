import { addressSchema, type Address } from '@gymfuel/contracts';
import { FILL_ALL_FIELDS_MESSAGE } from './messages';

/** We deliver to partner gyms in India only, so the country is not asked for. */
export const DELIVERY_COUNTRY = 'India';

/** What the checkout form edits: every address field but the fixed country. */
export type AddressFields = Omit<Address, 'country'>;

/**
 * These four must be filled before payment, else 'Please fill all the fields'
 * (docs/product.md#checkout).
 */
const REQUIRED_FIELDS = ['your_name', 'your_email', 'gym_name', 'phone'] as const;

export const EMPTY_ADDRESS_FIELDS: AddressFields = {
  your_name: '',
  your_email: '',
  gym_name: '',
  city: '',
  phone: '',
};

const hasRequiredFields = (fields: AddressFields): boolean =>
  REQUIRED_FIELDS.every((key) => fields[key].trim() !== '');

export type AddressCheck = { ok: true; address: Address } | { ok: false; problem: string };

/**
 * The form as a normalised address (trimmed, e-mail lower-cased, phone as 10 digits), or what
 * is wrong with it: 'Please fill all the fields' when one of the four is empty, otherwise the
 * contract's words (e.g. an e-mail without '@').
 */
export function checkAddress(fields: AddressFields): AddressCheck {
  if (!hasRequiredFields(fields)) return { ok: false, problem: FILL_ALL_FIELDS_MESSAGE };
  const parsed = addressSchema.safeParse({ ...fields, country: DELIVERY_COUNTRY });
  if (parsed.success) return { ok: true, address: parsed.data };
  return { ok: false, problem: parsed.error.issues[0]?.message ?? 'Please check the address' };
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

/** How a saved address reads in the dropdown. */
export const describeAddress = (address: Address): string =>
  [address.your_name, address.gym_name, address.city, address.phone].filter(Boolean).join(' · ');
