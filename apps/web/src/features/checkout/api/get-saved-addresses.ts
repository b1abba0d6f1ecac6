import { parseSavedAddresses, type Address, addressesEndpoints } from '@gymfuel/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/client';
import { useAuth } from '../../../shared/auth/auth-context';

/** POST /getadd: `data.address` is the JSON-encoded list (docs/product.md#address-entity). */
export async function getSavedAddresses(signal?: AbortSignal): Promise<Address[]> {
  const { data } = await callEndpoint(addressesEndpoints.getAddresses, {}, { signal });
  return parseSavedAddresses(data.address);
}

export const getSavedAddressesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['saved-addresses', userId],
    queryFn: userId ? ({ signal }) => getSavedAddresses(signal) : skipToken,
  });

export function useSavedAddresses() {
  const { user } = useAuth();
  return useQuery(getSavedAddressesQueryOptions(user?._id ?? null));
}
