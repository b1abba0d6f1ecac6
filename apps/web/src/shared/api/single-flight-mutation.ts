import {
  useMutation,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A mutation that sends at most one request at a time. `isPending` reaches the screen a tick
 * after the call, and a browser delivers both clicks of a double click before that, so a
 * disabled button alone would still let the second click through: a ref remembers the call in
 * flight instead.
 */
export function useSingleFlightMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const mutation = useMutation(options);
  const inFlight = useRef(false);
  const { mutateAsync } = mutation;
  const mutate = useCallback<UseMutateFunction<TData, Error, TVariables>>(
    (...args) => {
      if (inFlight.current) return;
      inFlight.current = true;
      // As useMutation's own `mutate`: the failure is in the mutation's state and callbacks.
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => {
          inFlight.current = false;
        });
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
