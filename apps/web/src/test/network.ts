import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Plays the browser losing its network: navigator.onLine turns false and the window hears
 * 'offline'. Returns how to bring it back, which also happens when the test ends, so the next
 * test is online.
 */
export function goOffline(): () => void {
  const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  let offline = true;
  const comeBack = () => {
    if (!offline) return;
    offline = false;
    onLine.mockRestore();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // TanStack Query's online manager heard 'offline' and keeps it module-wide; once the test's
    // app is unmounted it no longer listens for 'online', and would pause the next test's queries.
    onlineManager.setOnline(true);
  };
  onTestFinished(comeBack);
  return comeBack;
}
