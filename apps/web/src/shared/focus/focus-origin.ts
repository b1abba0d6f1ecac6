/**
 * The element that last lost focus to nowhere. Chromium blurs a focused button once it is
 * disabled, as buttons are while their request runs; a dialog that the answer opens still needs
 * to know which control the shopper used.
 */
let lastBlurred: HTMLElement | null = null;

// The build also renders pages where there is no document (src/prerender).
if (typeof document !== 'undefined') {
  document.addEventListener('focusout', (event) => {
    if (event.relatedTarget === null && event.target instanceof HTMLElement) {
      lastBlurred = event.target;
    }
  });
}

/** Nothing has focus: it is on <body>, where the browser puts it when the focused element goes. */
export const isFocusNowhere = () =>
  document.activeElement === null || document.activeElement === document.body;

/** The element the user is on, or was last on if their control was disabled under them. */
export function currentFocusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastBlurred?.isConnected ? lastBlurred : null;
}
