import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/ui/LoadError';
import { Loader } from '../../shared/ui/Loader';
import './console-records.css';

/** What a list needs of its query: a useQuery result, or the pages a useInfiniteQuery has read. */
interface ListQuery<Item> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: Item[] | undefined;
  refetch: () => unknown;
}

interface ConsoleListProps<Item> {
  query: ListQuery<Item>;
  /** What the list holds, for the loader and the load error: 'refunds'. */
  noun: string;
  /** Said instead of an empty list: 'No pending or failed refunds.' */
  empty: string;
  /** The list's accessible name. */
  label: string;
  children: (item: Item) => ReactNode;
  /** Under the cards, e.g. the button that loads the next page. */
  footer?: ReactNode;
}

/** A console list as it loads, fails (with 'Try again'), is empty, or holds one card per item. */
export function ConsoleList<Item>({
  query,
  noun,
  empty,
  label,
  children,
  footer,
}: ConsoleListProps<Item>) {
  if (query.isPending) return <Loader label={`Loading ${noun}`} />;
  if (query.isError || query.data === undefined) {
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
    <>
      <ul className="console-records" aria-label={label}>
        {query.data.map((item) => children(item))}
      </ul>
      {footer}
    </>
  );
}

interface PagedConsoleListProps<Item> extends Omit<ConsoleListProps<Item>, 'query' | 'footer'> {
  /** A list read a page at a time (GET /admin/activity, /admin/messages: `nextCursor`). */
  query: UseInfiniteQueryResult<InfiniteData<{ data: Item[] }>>;
  /** The button that reads the next page, e.g. 'Show older entries'. */
  more: string;
}

/**
 * A console list that pages: the pages read so far as one list, and `more` under it while
 * another page follows. A page that fails to load after the first keeps those shown.
 */
export function PagedConsoleList<Item>({ query, more, ...list }: PagedConsoleListProps<Item>) {
  const items = query.data?.pages.flatMap((page) => page.data);
  return (
    <ConsoleList
      {...list}
      query={{
        isPending: query.isPending,
        isError: query.isError && (items === undefined || items.length === 0),
        isFetching: query.isFetching,
        data: items,
        refetch: query.refetch,
      }}
      footer={
        query.hasNextPage && (
          <div className="console-record__actions console-more">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? 'Loading…' : more}
            </button>
          </div>
        )
      }
    />
  );
}
