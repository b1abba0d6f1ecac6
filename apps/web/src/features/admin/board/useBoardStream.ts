import type { BoardOrder } from '@gymfuel/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToBoard } from './api/board-events';
import { BOARD_QUERY_KEY, type BoardFilter } from './api/board-orders';
import { withChangedOrder } from './board-groups';

/**
 * Keeps every cached board up to date from the board's one stream while the board is open: a
 * changed order's card replaces its old one in each cached board whose filter shows it (no
 * request), and each (re)connection reads the open board again, for what changed meanwhile.
 */
export function useBoardStream(): void {
  const queryClient = useQueryClient();
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
      }),
    [queryClient],
  );
}
