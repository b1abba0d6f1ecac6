import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

// The suites share 2 CPU cores with other packages' tests and, niced, with the browser journeys
// (npm test): give async queries room to breathe.
configure({ asyncUtilTimeout: 10_000 });

// Screens read matchMedia for the ≤ 768 px layout. Tests run "desktop", whatever the viewport.
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

// A notice lasts 2–4 s of real time (notify.ts). On a loaded machine the screen a test looks for
// it on can take longer than that to render (a lazy route's first import), and the notice is gone
// before the test sees it. In tests a notice stays until the test ends (toast.remove below).
const lasting =
  (show: typeof toast.success): typeof toast.success =>
  (message, options) =>
    show(message, { ...options, duration: Infinity });
toast.success = lasting(toast.success);
toast.error = lasting(toast.error);

// happy-dom leaves the browser's dialogs undefined; screens call them, and tests spy on them.
window.alert = () => undefined;
window.print = () => undefined;

// The test DOM has no EventSource; live order screens open one. Tests play the server through it.
window.EventSource = FakeEventSource as unknown as typeof EventSource;

// Tests talk to no server unless they stub one (fetch-stub.ts): any other request fails at
// once, as it does offline, instead of reaching for whatever listens on the test DOM's origin.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  cleanup();
  // Notices live in a module-level store; without this one test's toast shows up in the next.
  toast.remove();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  FakeEventSource.opened = [];
});
