import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

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

// jsdom has no EventSource; live order screens open one. Tests play the server through it.
window.EventSource = FakeEventSource as unknown as typeof EventSource;

afterEach(() => {
  cleanup();
  // Notices live in a module-level store; without this one test's toast shows up in the next.
  toast.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeEventSource.opened = [];
});
