interface WaitOptions {
  /** How long to keep looking; a page that never shows the element must not be watched forever. */
  timeoutMs: number;
  onTimeout?: () => void;
}

/**
 * Calls `onFound` with what `find` returns, at once or as soon as the page changes so that it
 * returns something (a heading rendered after its data, a button enabled again). Returns a
 * function that stops looking.
 */
export function waitForElement<T>(
  find: () => T | null,
  onFound: (found: T) => void,
  { timeoutMs, onTimeout }: WaitOptions,
): () => void {
  const present = find();
  if (present) {
    onFound(present);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const found = find();
    if (!found) return;
    stop();
    onFound(found);
  });
  const timer = window.setTimeout(() => {
    stop();
    onTimeout?.();
  }, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return stop;
}
