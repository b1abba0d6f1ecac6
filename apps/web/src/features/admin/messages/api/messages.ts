import { type AdminMessage, type MessageFilter, adminMessagesEndpoints } from '@gymfuel/contracts';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../../shared/api/client';
import { useSingleFlightMutation } from '../../../../shared/api/single-flight-mutation';

/**
 * GET /admin/messages: Contact page messages, newest first, all or only the unhandled, a page at
 * a time (50).
 */
export const adminMessagesQueryOptions = (show: MessageFilter) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'messages', show],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        adminMessagesEndpoints.listAdminMessages,
        { show, ...(pageParam === null ? {} : { before: pageParam }) },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });

export const useAdminMessages = (show: MessageFilter) =>
  useInfiniteQuery(adminMessagesQueryOptions(show));

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
