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
  gyms: Pick<GymService, 'deliveryAddressOf' | 'requireDeliveryAddress'>;
}

export function createAddressesService({ SavedAddresses, gyms }: AddressesServiceDeps) {
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
      const delivered = await Promise.all(
        readStoredSavedAddresses(record.addresses).map(gyms.deliveryAddressOf),
      );
      const usable = delivered
        .flatMap((delivery) => (delivery === null ? [] : [delivery.address]))
        .filter((address, index, all) => !repeatsAnEarlier(address, index, all));
      return JSON.stringify(usable);
    },

    /**
     * Replaces the list with the one in `addressesJson` (the contract's normalised JSON of a
     * valid list), each address at its gym as we deliver to it (the gym's spelling, city and
     * country). Refused with nothing written when a gym is not one of ours (400) or an address
     * is there twice (409 'Address already exists'), so a refused list leaves the old one.
     */
    async replaceForUser(userId: string, addressesJson: string): Promise<void> {
      const addresses = await Promise.all(
        parseSavedAddresses(addressesJson).map(
          async (address) => (await gyms.requireDeliveryAddress(address)).address,
        ),
      );
      if (addresses.some(repeatsAnEarlier)) throw AppError.conflict(ADDRESS_EXISTS);
      await SavedAddresses.updateOne(
        { userId },
        { $set: { addresses: JSON.stringify(addresses) } },
        { upsert: true },
      );
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
