import type { ClientConfig } from '@gymfuel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './client';

/** GET /config: the server's public set-up (is Google sign-in on? which payments provider?). */
export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const { clientConfigEndpoints } = await import('./first-screen-endpoints');
  const { data } = await callEndpoint(clientConfigEndpoints.getClientConfig, undefined, { signal });
  return data;
}

export const getClientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['client-config'],
    queryFn: ({ signal }) => getClientConfig(signal),
    // Set when the server starts; one read per page load is enough.
    staleTime: Infinity,
  });

export const useClientConfig = () => useQuery(getClientConfigQueryOptions());
