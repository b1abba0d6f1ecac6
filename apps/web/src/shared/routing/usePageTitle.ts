import { useLayoutEffect } from 'react';

/**
 * Sets `document.title` while the page shows; undefined leaves it alone. A layout effect, so the
 * title is in place by the time the route announcer finds the page's heading.
 */
export function usePageTitle(title: string | undefined) {
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
