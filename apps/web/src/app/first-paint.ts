/**
 * Calls `then` once the page is on screen: its first contentful paint, which the Paint Timing API
 * reports when that frame is presented. A browser that does not report paints calls it at once.
 */
export function afterFirstPaint(
  then: () => void,
  Observer: typeof PerformanceObserver | undefined = globalThis.PerformanceObserver,
): void {
  if (!Observer?.supportedEntryTypes.includes('paint')) {
    then();
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  // Buffered: the paint may have come before this script ran.
  observer.observe({ type: 'paint', buffered: true });
}
