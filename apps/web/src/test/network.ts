import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

/**
 * Plays the browser losing its network: navigator.onLine turns false and the window hears
 * 'offline'. Returns how to bring it back, which also happens when the test ends: TanStack
 * Query's online manager listens to the same events, module-wide, and the next test is online.
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
  };
  onTestFinished(comeBack);
  return comeBack;
}
