import { type AdminMessage, type MessageFilter, adminMessagesEndpoints } from '@gymfuel/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

/** GET /admin/messages: Contact page messages, newest first, all or only the unhandled. */
export const adminMessagesQueryOptions = (show: MessageFilter) =>
  queryOptions({
    queryKey: ['admin', 'messages', show],
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminMessagesEndpoints.listAdminMessages, { show }, { signal })).data,
    staleTime: 0,
  });

export const useAdminMessages = (show: MessageFilter) => useQuery(adminMessagesQueryOptions(show));

export interface MarkRequest {
  messageId: string;
  handled: boolean;
}

/** POST /admin/messages/:messageId/handled; both filters' lists are read again. */
export function useMarkMessage() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation<AdminMessage, MarkRequest>({
    mutationFn: async (request) =>
      (await callEndpoint(adminMessagesEndpoints.markMessage, request)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'messages'] }),
  });
}
