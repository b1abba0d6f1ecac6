import { vi } from 'vitest';

/**
 * Makes `window[area]` behave like storage that is full (every write throws) and, with
 * `reads: 'blocked'`, like storage a privacy mode blocks (every read throws too), until
 * vi.restoreAllMocks().
 */
export function refuseStorage(
  area: 'localStorage' | 'sessionStorage',
  { reads }: { reads: 'allowed' | 'blocked' },
): void {
  const real = window[area];
  const full = () => {
    throw new DOMException('full', 'QuotaExceededError');
  };
  const refusing = {
    getItem: (key: string) => {
      if (reads === 'blocked') throw new DOMException('blocked', 'SecurityError');
      return real.getItem(key);
    },
    setItem: full,
    removeItem: full,
  };
  vi.spyOn(window, area, 'get').mockReturnValue(refusing as unknown as Storage);
}
