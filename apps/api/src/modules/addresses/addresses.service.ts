import {
  isSameAddress,
  parseSavedAddresses,
  readStoredSavedAddresses,
  type Address,
  type Gym,
} from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { SavedAddressesModel } from './addresses.model.js';

export const NO_SAVED_ADDRESSES = '[]';
export const ADDRESS_EXISTS = 'Address already exists';

/** True for an address exactly equal to one before it in the list. */
const repeatsAnEarlier = (address: Address, index: number, addresses: readonly Address[]) =>
  addresses.slice(0, index).some((earlier) => isSameAddress(earlier, address));

/**
 * A saved address with its gym as the gym list spells it ('iron temple fitness bandra' is Iron
 * Temple Fitness Bandra). The rest stays as the shopper saved it: the spec's list reads back as
 * saved, and an order takes its city from the gym whatever the address says.
 */
const spelledAtGym = (address: Address, gym: Gym): Address => ({ ...address, gym_name: gym.name });

export interface AddressesServiceDeps {
  SavedAddresses: SavedAddressesModel;
  gyms: Pick<GymService, 'findGym' | 'requireDeliveryGym'>;
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
      const stored = readStoredSavedAddresses(record.addresses);
      const gymsOf = await Promise.all(stored.map((address) => gyms.findGym(address.gym_name)));
      const usable = stored
        .flatMap((address, index) => {
          const gym = gymsOf[index];
          return gym === undefined ? [] : [spelledAtGym(address, gym)];
        })
        .filter((address, index, all) => !repeatsAnEarlier(address, index, all));
      return JSON.stringify(usable);
    },

    /**
     * Replaces the list with the one in `addressesJson` (the contract's normalised JSON of a
     * valid list), each gym as the gym list spells it. Refused with nothing written when a gym
     * is not one of ours (400) or an address is there twice (409 'Address already exists'), so a
     * refused list leaves the old one.
     */
    async replaceForUser(userId: string, addressesJson: string): Promise<void> {
      const addresses = await Promise.all(
        parseSavedAddresses(addressesJson).map(async (address) =>
          spelledAtGym(address, await gyms.requireDeliveryGym(address.gym_name)),
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
