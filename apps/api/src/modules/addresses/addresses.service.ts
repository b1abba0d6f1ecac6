import {
  isSameAddress,
  parseSavedAddresses,
  readStoredSavedAddresses,
  type Address,
} from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { SavedAddressesModel } from './addresses.model.js';

export const NO_SAVED_ADDRESSES = '[]';
export const ADDRESS_EXISTS = 'Address already exists';

/** True for an address exactly equal to one before it in the list. */
const repeatsAnEarlier = (address: Address, index: number, addresses: readonly Address[]) =>
  addresses.slice(0, index).some((earlier) => isSameAddress(earlier, address));

export interface AddressesServiceDeps {
  SavedAddresses: SavedAddressesModel;
  gyms: GymService;
}

export function createAddressesService({ SavedAddresses, gyms }: AddressesServiceDeps) {
  /** The rules the contract cannot check alone: gyms we deliver to, and no address twice. */
  async function checkAddresses(addresses: readonly Address[]): Promise<void> {
    const gymNames = new Set(await gyms.listGymNames());
    const unknownGym = addresses.find((address) => !gymNames.has(address.gym_name));
    if (unknownGym !== undefined) {
      throw AppError.badRequest(`We do not deliver to the gym '${unknownGym.gym_name}'`);
    }
    if (addresses.some(repeatsAnEarlier)) throw AppError.conflict(ADDRESS_EXISTS);
  }

  return {
    /**
     * The JSON-encoded list, '[]' when the user has saved none. It reads as a list that a save
     * takes back: an address saved before today's rules that no longer passes them, one at a gym
     * we no longer deliver to (renamed or closed since), or one that now reads the same as an
     * earlier one is left out. Kept, it would show in the checkout's dropdown, and every later
     * 'Add new address' (which sends the list read plus the new one) would be refused.
     */
    async getForUser(userId: string): Promise<string> {
      const record = await SavedAddresses.findOne({ userId }).lean();
      if (record === null) return NO_SAVED_ADDRESSES;
      const gymNames = new Set(await gyms.listGymNames());
      const usable = readStoredSavedAddresses(record.addresses)
        .filter((address) => gymNames.has(address.gym_name))
        .filter((address, index, all) => !repeatsAnEarlier(address, index, all));
      return JSON.stringify(usable);
    },

    /**
     * Replaces the list with `addressesJson`, the contract's normalised JSON of a valid list.
     * Nothing is written unless every address passes, so a refused list leaves the old one.
     */
    async replaceForUser(userId: string, addressesJson: string): Promise<void> {
      await checkAddresses(parseSavedAddresses(addressesJson));
      await SavedAddresses.updateOne(
        { userId },
        { $set: { addresses: addressesJson } },
        { upsert: true },
      );
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
