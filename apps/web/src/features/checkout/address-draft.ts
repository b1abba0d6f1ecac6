import { readStoredJson, storedRecord, writeStoredJson } from '../../shared/storage/stored-json';
import { EMPTY_ADDRESS_FIELDS, type AddressFields } from './address-fields';

/**
 * The checkout form as last typed, so a reload keeps every field (docs/product.md#checkout), as
 * the order itself is kept. sessionStorage, like the order: per tab, gone with it. One entry per
 * user, so whoever signs in next in this tab does not see it.
 */
const storageKeyOf = (userId: string) => `gymfuel:checkout-address:${userId}`;

function parseDraft(value: unknown): AddressFields | null {
  const record = storedRecord(value);
  const keys = Object.keys(EMPTY_ADDRESS_FIELDS) as (keyof AddressFields)[];
  if (!record || !keys.every((key) => typeof record[key] === 'string')) return null;
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as AddressFields;
}

/** The form this user last typed in this tab, or null (then a reload starts it afresh). */
export function readAddressDraft(userId: string): AddressFields | null {
  return readStoredJson('sessionStorage', storageKeyOf(userId), parseDraft);
}

/** Without storage the draft simply lasts as long as the page. */
export function keepAddressDraft(userId: string, fields: AddressFields): void {
  writeStoredJson('sessionStorage', storageKeyOf(userId), fields);
}
