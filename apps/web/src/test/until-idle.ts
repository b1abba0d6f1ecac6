import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';

/** A notice no screen raises: the fence `untilIdle` puts after every earlier notice. */
const FENCE_NOTICE = 'untilIdle: every earlier notice is on screen';

const isIdle = (queryClient: QueryClient) =>
  queryClient.isFetching() === 0 && queryClient.isMutating() === 0;

/** The next task: every microtask queued before it (the awaits behind a request) runs first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits until whatever the app has started is over and on screen, so that a test can then check
 * that something did NOT happen (no request, no notice) without sleeping for a guessed time.
 *
 * - Requests: the app makes them through TanStack Query, which counts a query while it fetches
 *   and a mutation from the moment it is called (in the click's own handler) until it settles.
 *   Both counts are waited down to zero, and again if work chained on a settled request (an
 *   invalidation's refetch) starts another: a request that was started is recorded by then.
 * - Notices: they are raised as a request settles, or by the awaits behind it, all before the next
 *   task. A notice raised after that is then rendered (act) and looked for: the notices are one
 *   list in one store, so once this one shows, every notice raised before it shows too. It is
 *   removed again before this returns.
 */
export async function untilIdle(queryClient: QueryClient): Promise<void> {
  do {
    await waitFor(() => {
      if (!isIdle(queryClient)) throw new Error('a query or a mutation is still in flight');
    });
    await nextTask();
  } while (!isIdle(queryClient));

  // act renders the notices before it returns; an app that is no longer there fails here.
  act(() => {
    toast(FENCE_NOTICE, { id: FENCE_NOTICE, duration: Infinity });
  });
  screen.getByText(FENCE_NOTICE);
  act(() => toast.remove(FENCE_NOTICE));
}
