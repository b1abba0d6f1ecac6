import { useEffect } from 'react';

/** A tap public/early-taps.js held: the button tapped, and where it is now. */
interface HeldTap {
  /** The button tapped, marked `data-early-tap` while its tap is held. */
  button: HTMLElement;
  /** The tapped button if the app adopted it, else its counterpart in the page it rendered. */
  current: () => HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by public/early-taps.js until the app takes its taps: stops holding them, gives them. */
    gymfuelEarlyTaps?: () => HeldTap[];
  }
}

/**
 * How long a held tap waits for its button to work. The page disables some buttons right after
 * hydrating, while it asks who is signed in (the product page's Add to Cart, its heart); a button
 * still off after this (sold out, offline) would surprise the shopper if it went off later.
 */
export const HELD_TAP_PATIENCE_MS = 10_000;

/** Resolves true once the control can be tapped, false if it cannot within the patience. */
function whenEnabled(control: HTMLElement): Promise<boolean> {
  const isReady = () => control.isConnected && !control.matches(':disabled');
  if (isReady()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(ready);
    };
    const observer = new MutationObserver(() => {
      if (isReady()) finish(true);
    });
    const timer = setTimeout(() => finish(false), HELD_TAP_PATIENCE_MS);
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
  });
}

/**
 * Carries out the taps public/early-taps.js held while the prerendered page was not yet hydrated,
 * one after the other in the order they were made. React adopts the prerendered elements, so a
 * held button is usually the live one now, and clicking it runs its handler as a tap would; a
 * tap on something the page no longer shows is dropped.
 */
export async function replayEarlyTaps(): Promise<void> {
  const taps = window.gymfuelEarlyTaps?.() ?? [];
  for (const tap of taps) {
    const control = tap.current();
    const ready = control !== null && (await whenEnabled(control));
    tap.button.removeAttribute('data-early-tap');
    if (ready) control.click();
  }
}

/** Renders nothing; its effect runs once the first render (the hydration) is committed. */
export function EarlyTapsReplay(): null {
  useEffect(() => void replayEarlyTaps(), []);
  return null;
}
