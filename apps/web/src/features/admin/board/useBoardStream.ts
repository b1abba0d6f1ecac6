import type { BoardOrder } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useAuth } from '../../../shared/auth/auth-context';
import { subscribeToBoard } from './api/board-events';
import { BOARD_QUERY_KEY, type BoardFilter } from './api/board-orders';
import { withChangedOrder } from './board-groups';

/**
 * Keeps every cached board up to date from the board's one stream while the board is open: a
 * changed order's card replaces its old one in each cached board whose filter shows it (no
 * request), and each (re)connection reads the open board again, for what changed meanwhile. A
 * refused stream asks who is signed in: someone whose role was taken away (or whose session
 * ended) leaves the console, and the shoppers' names and phones with it.
 */
export function useBoardStream(): void {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const onRefused = useEffectEvent(() => void refreshUser());
  useEffect(
    () =>
      subscribeToBoard({
        onReady: () => void queryClient.invalidateQueries({ queryKey: BOARD_QUERY_KEY }),
        onOrder: (changed) => {
          const boards = queryClient.getQueriesData<BoardOrder[]>({ queryKey: BOARD_QUERY_KEY });
          for (const [queryKey, orders] of boards) {
            const filter = queryKey.at(-1) as BoardFilter;
            if (orders)
              queryClient.setQueryData(queryKey, withChangedOrder(orders, changed, filter));
          }
        },
        onRefused,
      }),
    [queryClient],
  );
}
