import { z } from '../zod.js';
import { emailSchema } from '../rules/email.js';
import { indianMobileSchema } from '../rules/phone.js';
import { optionalText, requiredText } from '../rules/text.js';
import { SAVED_ADDRESSES_MAX } from '../rules/limits.js';

/** The longest name, gym, city or country an address may hold; forms use it as maxLength. */
export const ADDRESS_FIELD_MAX_LENGTH = 100;

/**
 * A delivery address. The checkout form asks only for name, e-mail, gym and phone ('Please fill
 * all the fields'), so city and country may be empty or left out; `gym_name` must also be one
 * of /getgyms, which only the server can check.
 */
export const addressSchema = z.object({
  your_name: requiredText(ADDRESS_FIELD_MAX_LENGTH, { oneLine: true }),
  your_email: emailSchema,
  gym_name: requiredText(ADDRESS_FIELD_MAX_LENGTH, { oneLine: true }),
  city: optionalText(ADDRESS_FIELD_MAX_LENGTH, { oneLine: true }).default(''),
  country: optionalText(ADDRESS_FIELD_MAX_LENGTH, { oneLine: true }).default(''),
  phone: indianMobileSchema,
});
export type Address = z.infer<typeof addressSchema>;

/** Every gym we deliver to is in India: an order's address names it, whatever a form sent. */
export const DELIVERY_COUNTRY = 'India';

/** The order's shipping address string: gym_name, city, country joined (empty parts skipped). */
export function formatShippingAddress(
  address: Pick<Address, 'gym_name' | 'city' | 'country'>,
): string {
  return [address.gym_name, address.city, address.country].filter((part) => part !== '').join(', ');
}

/** The duplicate rule behind 'Address already exists': every field equal. */
export function isSameAddress(a: Address, b: Address): boolean {
  return (Object.keys(addressSchema.shape) as (keyof Address)[]).every((key) => a[key] === b[key]);
}

export const addressListSchema = z
  .array(addressSchema)
  .max(SAVED_ADDRESSES_MAX, `At most ${SAVED_ADDRESSES_MAX} saved addresses`);

const jsonTextSchema = z
  .string()
  .max(64_000)
  .transform((text, ctx): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be valid JSON' });
      return z.NEVER;
    }
  });

/** A JSON string holding Address[], parsed to the validated list. */
export const savedAddressesFromJsonSchema = jsonTextSchema.pipe(addressListSchema);

/**
 * Saved addresses travel as a JSON-encoded list held in a string (docs/product.md#address-entity).
 * This validates such a string and outputs it re-encoded from the normalised list,
 * which is what the server should store.
 */
export const savedAddressesJsonSchema = savedAddressesFromJsonSchema.transform((list) =>
  JSON.stringify(list),
);

/** Parses the string of /getadd's `data.address`; throws a ZodError if it is not a valid list. */
export function parseSavedAddresses(json: string): Address[] {
  return savedAddressesFromJsonSchema.parse(json);
}

export function serializeSavedAddresses(addresses: readonly Address[]): string {
  return JSON.stringify(addressListSchema.parse(addresses));
}

/**
 * The saved list as stored, read leniently: each address as today's rules normalise it, and any
 * that no longer passes them (saved before a rule was tightened) left out rather than failing
 * the whole list; stored text that is not a list reads as none.
 */
export function readStoredSavedAddresses(json: string): Address[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item) => {
      const address = addressSchema.safeParse(item);
      return address.success ? [address.data] : [];
    })
    .slice(0, SAVED_ADDRESSES_MAX);
}
