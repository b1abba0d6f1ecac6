import { EMPTY_ADDRESS_FIELDS, type AddressFields } from './address-fields';

/**
 * The checkout form as last typed, so a reload keeps every field (docs/product.md#checkout), as
 * the order itself is kept. sessionStorage, like the order: per tab, gone with it. One entry per
 * user, so whoever signs in next in this tab does not see it.
 */
const storageKeyOf = (userId: string) => `gymfuel:checkout-address:${userId}`;

function parseDraft(raw: string): AddressFields | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(EMPTY_ADDRESS_FIELDS) as (keyof AddressFields)[];
  if (!keys.every((key) => typeof record[key] === 'string')) return null;
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as AddressFields;
}

/** The form this user last typed in this tab, or null. */
export function readAddressDraft(userId: string): AddressFields | null {
  try {
    const raw = window.sessionStorage.getItem(storageKeyOf(userId));
    return raw === null ? null : parseDraft(raw);
  } catch {
    // Storage can be unavailable (privacy modes): then a reload starts the form afresh.
    return null;
  }
}

export function keepAddressDraft(userId: string, fields: AddressFields): void {
  try {
    window.sessionStorage.setItem(storageKeyOf(userId), JSON.stringify(fields));
  } catch {
    // As above: without storage the draft lasts as long as the page.
  }
}
