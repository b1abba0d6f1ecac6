import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import './console-records.css';

interface ConsoleListProps<Item> {
  query: UseQueryResult<Item[]>;
  /** What the list holds, for the loader and the load error: 'refunds'. */
  noun: string;
  /** Said instead of an empty list: 'No pending or failed refunds.' */
  empty: string;
  /** The list's accessible name. */
  label: string;
  children: (item: Item) => ReactNode;
}

/** A console list as it loads, fails (with 'Try again'), is empty, or holds one card per item. */
export function ConsoleList<Item>({ query, noun, empty, label, children }: ConsoleListProps<Item>) {
  if (query.isPending) return <Loader label={`Loading ${noun}`} />;
  if (query.isError) {
    return (
      <LoadError
        message={`The ${noun} could not be loaded.`}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) return <p className="console-empty">{empty}</p>;
  return (
    <ul className="console-records" aria-label={label}>
      {query.data.map((item) => children(item))}
    </ul>
  );
}
