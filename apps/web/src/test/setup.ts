import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// The suites share 2 CPU cores with other packages' tests: give async queries room to breathe.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no matchMedia; screens read it for the ≤ 768 px layout. Tests run "desktop".
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  // Notices live in a module-level store; without this one test's toast shows up in the next.
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
