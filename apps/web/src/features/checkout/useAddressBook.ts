import { isSameAddress, SAVED_ADDRESSES_MAX, type Address } from '@gymfuel/contracts';
import { ApiError } from '../../shared/api/api-error';
import { notify } from '../../shared/ui/notify';
import { useSavedAddresses } from './api/get-saved-addresses';
import { useSaveAddresses } from './api/save-addresses';
import { checkAddress, type AddressFields } from './address-fields';
import { ADDRESS_ADDED_MESSAGE, ADDRESS_EXISTS_MESSAGE, CHECKOUT_FAILED_MESSAGE } from './messages';

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export const ADDRESS_BOOK_FULL_MESSAGE = `You can keep at most ${SAVED_ADDRESSES_MAX} saved addresses`;

/**
 * The user's saved addresses and 'Add new address' (docs/product.md#checkout). /address replaces
 * the whole list, so adding waits until the list is known, or it would wipe the others.
 */
export function useAddressBook() {
  const saved = useSavedAddresses();
  const save = useSaveAddresses();
  const addresses = saved.data ?? [];

  const add = (fields: AddressFields) => {
    const check = checkAddress(fields);
    if (!check.ok) {
      notify.error(check.problem);
      return;
    }
    if (addresses.some((address) => isSameAddress(address, check.address))) {
      notify.error(ADDRESS_EXISTS_MESSAGE);
      return;
    }
    if (addresses.length >= SAVED_ADDRESSES_MAX) {
      notify.error(ADDRESS_BOOK_FULL_MESSAGE);
      return;
    }
    save.mutate([...addresses, check.address], {
      onSuccess: () => notify.success(ADDRESS_ADDED_MESSAGE),
      // 409: another tab saved the same address since this list was read.
      onError: (error) =>
        notify.error(isConflict(error) ? ADDRESS_EXISTS_MESSAGE : CHECKOUT_FAILED_MESSAGE),
    });
  };

  /** Which saved address the form shows, if it matches one exactly. */
  const indexOf = (fields: AddressFields): number => {
    const check = checkAddress(fields);
    return check.ok
      ? addresses.findIndex((address: Address) => isSameAddress(address, check.address))
      : -1;
  };

  return {
    addresses,
    isReady: saved.isSuccess,
    isError: saved.isError,
    isSaving: save.isPending,
    add,
    indexOf,
  };
}
