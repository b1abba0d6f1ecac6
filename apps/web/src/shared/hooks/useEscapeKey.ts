import { useEffect } from 'react';

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page while `active`. On the document,
 * not on the widget: focus may have left it, e.g. when Chromium blurs a button its request
 * disabled.
 */
export function useEscapeKey(onEscape: () => void, active = true) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
}
