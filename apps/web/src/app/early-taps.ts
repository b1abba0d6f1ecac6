import { useEffect } from 'react';

/** What public/early-taps.js held: a tap, a box ticked or cleared, or a choice made in a list. */
interface HeldAction {
  kind: 'click' | 'check' | 'change';
  /** The element used, marked `data-early-tap` while the action is held. */
  element: HTMLElement;
  /** A box's state after the tap ('check'), a list's chosen value ('change'). */
  value?: boolean | string;
  /** The element if the app adopted it, else its counterpart in the page it rendered. */
  current: () => HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by public/early-taps.js until the app takes what it held: stops holding, gives it. */
    gymfuelEarlyTaps?: () => HeldAction[];
  }
}

/**
 * How long a held tap waits for its control to work. The page disables some buttons right after
 * hydrating, while it asks who is signed in (the product page's Add to Cart, its heart), and a
 * signed-in shopper's page may show its controls only once it knows who they are; a control still
 * off or missing after this (sold out, offline, gone) would surprise the shopper if it went off later.
 */
export const HELD_TAP_PATIENCE_MS = 10_000;

/** The action's control once it is on the page and enabled. */
function usableControl(action: HeldAction): HTMLElement | null {
  const control = action.current();
  return control !== null && !control.matches(':disabled') ? control : null;
}

/**
 * Resolves with the control once it can be used, or null if it cannot within the patience. The
 * whole app is watched, not the element held: the page the app renders may replace it with its
 * counterpart (a signed-in shopper's page, or a page drawn again once it knows who is signed in).
 */
function whenUsable(action: HeldAction): Promise<HTMLElement | null> {
  const now = usableControl(action);
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const finish = (control: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(control);
    };
    const observer = new MutationObserver(() => {
      const control = usableControl(action);
      if (control !== null) finish(control);
    });
    const timer = setTimeout(() => finish(null), HELD_TAP_PATIENCE_MS);
    observer.observe(document.getElementById('root') ?? document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
  });
}

/** A list's choice, told to the app as the browser tells it: the value set, then 'change'. */
function choose(select: HTMLElement, value: string): void {
  if (!(select instanceof HTMLSelectElement)) return;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A box the shopper ticked (or cleared) before the app ran: set back, then tapped, so the app
 * hears the change it missed and the box ends as the shopper left it.
 */
function check(box: HTMLElement, checked: boolean): void {
  if (!(box instanceof HTMLInputElement)) return;
  box.checked = !checked;
  box.click();
}

/**
 * Carries out what public/early-taps.js held while the prerendered page was not yet hydrated,
 * one after the other in the order it was done. React adopts the prerendered elements, so a held
 * control is usually the live one now, and clicking it runs its handler as a tap would; an
 * action on something the page does not show within the patience is dropped. Only a control's
 * first held tap waits for it; a tap right after on the same control finds it as the page left
 * it, as a quick second tap on the hydrated page would.
 */
export async function replayEarlyTaps(): Promise<void> {
  const held = window.gymfuelEarlyTaps?.() ?? [];
  const used = new Set<HTMLElement>();
  for (const action of held) {
    const found = action.current();
    const control =
      found !== null && used.has(found) ? usableControl(action) : await whenUsable(action);
    action.element.removeAttribute('data-early-tap');
    if (control === null) continue;
    used.add(control);
    if (action.kind === 'change') choose(control, String(action.value));
    else if (action.kind === 'check') check(control, action.value === true);
    else control.click();
  }
}

/**
 * Renders nothing; its effect runs once the part of the page it is rendered in has been committed:
 * hydrated, on a prerendered page. AppLayout renders it inside the page's Suspense boundary, which
 * React hydrates after the layout around it; replayed when the layout was, a tap on the page's
 * own controls reached markup React had not adopted yet, and was lost.
 */
export function EarlyTapsReplay(): null {
  useEffect(() => void replayEarlyTaps(), []);
  return null;
}
