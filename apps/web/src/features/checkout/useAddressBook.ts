import { isSameAddress, SAVED_ADDRESSES_MAX, type Address } from '@gymfuel/contracts';
import { ApiError } from '../../shared/api/api-error';
import { fieldProblemsOf } from '../../shared/forms/field-problems';
import { notify } from '../../shared/ui/notify';
import { useSavedAddresses } from './api/get-saved-addresses';
import { useAddSavedAddress } from './api/save-addresses';
import {
  ADDRESS_FIELD_LABELS,
  checkAddress,
  type AddressFields,
  type AddressProblems,
} from './address-fields';
import { ADDRESS_ADDED_MESSAGE, ADDRESS_EXISTS_MESSAGE, CHECKOUT_FAILED_MESSAGE } from './messages';

const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

export const ADDRESS_BOOK_FULL_MESSAGE = `You can keep at most ${SAVED_ADDRESSES_MAX} saved addresses`;

/**
 * What a refused save says when no field is named: a 400 gives the server's reason (e.g.
 * "We do not deliver to the gym '…'"); anything else 'Something went wrong!'.
 */
const refusalNotice = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : CHECKOUT_FAILED_MESSAGE;

/**
 * The user's saved addresses and 'Add new address' (docs/product.md#checkout). Adding checks the
 * form against the list shown, then puts the address onto the server's current list (see
 * useAddSavedAddress). What is wrong with the form, found here or by the server, goes to
 * `showProblems`, field by field.
 */
export function useAddressBook(showProblems: (problems: AddressProblems) => void) {
  const saved = useSavedAddresses();
  const save = useAddSavedAddress();
  const addresses = saved.data ?? [];

  const add = (fields: AddressFields) => {
    const check = checkAddress(fields);
    if (!check.ok) {
      if (check.notice) notify.error(check.notice);
      showProblems(check.problems);
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
    save.mutate(check.address, {
      onSuccess: () => notify.success(ADDRESS_ADDED_MESSAGE),
      onError: (error) => {
        // 409: another tab saved the same address since this list was read.
        if (isConflict(error)) notify.error(ADDRESS_EXISTS_MESSAGE);
        else {
          const problems = fieldProblemsOf(error, ADDRESS_FIELD_LABELS);
          if (Object.keys(problems).length > 0) showProblems(problems);
          else notify.error(refusalNotice(error));
        }
      },
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
