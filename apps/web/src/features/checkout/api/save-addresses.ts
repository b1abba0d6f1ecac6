import { serializeSavedAddresses, type Address, addressesEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';
import { getSavedAddresses, getSavedAddressesQueryOptions } from './get-saved-addresses';

/** POST /address replaces the caller's saved list with `addresses` (sent JSON-encoded). */
const saveAddresses = (addresses: Address[]) =>
  callEndpoint(addressesEndpoints.saveAddresses, { addresses: serializeSavedAddresses(addresses) });

/**
 * Adds one address to the list as the server holds it just then, read afresh: /address replaces
 * the whole list, so one saved by another tab since this page read it must be sent back too.
 * The server refuses an address already there (409). Answers the list saved.
 */
async function addSavedAddress(address: Address): Promise<Address[]> {
  const addresses = [...(await getSavedAddresses()), address];
  await saveAddresses(addresses);
  return addresses;
}

/** One save at a time: a double click on 'Add new address' must not save it twice. */
export function useAddSavedAddress() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getSavedAddressesQueryOptions(user?._id ?? null);
  return useSingleFlightMutation({
    mutationFn: addSavedAddress,
    onSuccess: (addresses) => queryClient.setQueryData(queryKey, addresses),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
