import { serializeSavedAddresses, type Address, addressesEndpoints } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useSingleFlightMutation } from '../../../shared/api/single-flight-mutation';
import { useAuth } from '../../../shared/auth/auth-context';
import { getSavedAddressesQueryOptions } from './get-saved-addresses';

/** POST /address replaces the caller's saved list with `addresses` (sent JSON-encoded). */
export const saveAddresses = (addresses: Address[]) =>
  callEndpoint(addressesEndpoints.saveAddresses, { addresses: serializeSavedAddresses(addresses) });

/** One save at a time: a double click on 'Add new address' must not save it twice. */
export function useSaveAddresses() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const { queryKey } = getSavedAddressesQueryOptions(user?._id ?? null);
  return useSingleFlightMutation({
    mutationFn: saveAddresses,
    onSuccess: (_answer, addresses) => queryClient.setQueryData(queryKey, addresses),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
