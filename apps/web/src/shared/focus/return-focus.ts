import { isFocusNowhere } from './focus-origin';
import { focusMainHeading } from './main-heading';
import { waitForElement } from './wait-for-element';

/**
 * How long the opener is waited for and watched: long enough for the request that disabled it
 * (Pay Now while the payment is checked), or the reload that removes it (a cancelled order's
 * Cancel order).
 */
const OPENER_WATCH_MS = 10_000;

const isDisabled = (element: HTMLElement) => element.matches(':disabled');

/** The opener's focus went with it: the page's main heading takes it. */
function headingTakesFocusWhenGone(opener: HTMLElement) {
  waitForElement(
    () => (opener.isConnected ? null : opener),
    () => {
      if (isFocusNowhere()) focusMainHeading();
    },
    { timeoutMs: OPENER_WATCH_MS },
  );
}

/**
 * Gives focus back to the control that opened a dialog, once the dialog has gone. A control still
 * disabled by its request gets it when it is enabled again. A control that is gone, e.g. the
 * Remove of the row a Yes removed, or that goes soon after (the reload after Cancel order), hands
 * it to the page's main heading instead. Nothing moves if focus has already gone somewhere else
 * meanwhile (the page or the shopper put it there).
 */
export function returnFocus(opener: HTMLElement | null) {
  if (!opener?.isConnected) {
    if (isFocusNowhere()) focusMainHeading();
    return;
  }
  waitForElement(
    () => (opener.isConnected && isDisabled(opener) ? null : opener),
    (settled) => {
      if (!isFocusNowhere()) return;
      if (!settled.isConnected) return focusMainHeading();
      settled.focus();
      headingTakesFocusWhenGone(settled);
    },
    { timeoutMs: OPENER_WATCH_MS },
  );
}
