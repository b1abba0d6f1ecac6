import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { findMainHeading, focusMainHeading } from '../../shared/focus/main-heading';
import { waitForElement } from '../../shared/focus/wait-for-element';

/** Long enough for a page that shows a loader before its heading (a product, the cart). */
const HEADING_WAIT_MS = 5_000;

/** Focus the page already placed inside <main> (e.g. the empty cart's heading) stays there. */
const isFocusInMain = () => document.querySelector('main')?.contains(document.activeElement);

/**
 * After a client-side navigation (not on first load), moves focus to the new page's main heading
 * (to <main> if none shows in time) and announces the page's title in a polite live region, as a
 * full page load would for a screen reader.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The path already announced: the first load needs nothing, and StrictMode's second run of the
  // effect on mount must not read as a navigation.
  const announcedPathname = useRef(pathname);

  useEffect(() => {
    if (announcedPathname.current === pathname) return;
    announcedPathname.current = pathname;
    const arrive = (heading: HTMLElement | null) => {
      if (!isFocusInMain()) focusMainHeading(heading);
      setAnnouncement(document.title);
    };
    return waitForElement(findMainHeading, arrive, {
      timeoutMs: HEADING_WAIT_MS,
      onTimeout: () => arrive(null),
    });
  }, [pathname]);

  // A bare live region rather than role="status": the pages' own answers are the status messages.
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
