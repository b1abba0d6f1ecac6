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

function findDuplicate(addresses: readonly Address[]): Address | undefined {
  return addresses.find((address, index) =>
    addresses.slice(0, index).some((earlier) => isSameAddress(earlier, address)),
  );
}

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
    if (findDuplicate(addresses) !== undefined) throw AppError.conflict(ADDRESS_EXISTS);
  }

  return {
    /**
     * The JSON-encoded list, '[]' when the user has saved none; an address saved before today's
     * rules that no longer passes them is left out, so the rest can still be used.
     */
    async getForUser(userId: string): Promise<string> {
      const record = await SavedAddresses.findOne({ userId }).lean();
      if (record === null) return NO_SAVED_ADDRESSES;
      return JSON.stringify(readStoredSavedAddresses(record.addresses));
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
