import { afterFirstPaint } from './first-paint';

type Entries = Parameters<PerformanceObserverCallback>[0];

/** A PerformanceObserver whose paints the test reports, one observer at a time. */
function fakeObserver(supportedEntryTypes: readonly string[]) {
  let report: ((names: string[]) => void) | undefined;
  const observed: PerformanceObserverInit[] = [];
  let disconnected = false;
  class FakeObserver {
    static supportedEntryTypes = supportedEntryTypes;
    constructor(callback: PerformanceObserverCallback) {
      report = (names) =>
        callback(
          { getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []) } as Entries,
          this as unknown as PerformanceObserver,
        );
    }
    observe(options: PerformanceObserverInit) {
      observed.push(options);
    }
    disconnect() {
      disconnected = true;
    }
  }
  return {
    Observer: FakeObserver as unknown as typeof PerformanceObserver,
    paint: (...names: string[]) => report?.(names),
    observed,
    disconnected: () => disconnected,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not the first paint, and goes on once', () => {
    const browser = fakeObserver(['paint', 'navigation']);
    const then = vi.fn();
    afterFirstPaint(then, browser.Observer);
    // Buffered, so a paint before the script ran counts too.
    expect(browser.observed).toEqual([{ type: 'paint', buffered: true }]);
    browser.paint('first-paint');
    expect(then).not.toHaveBeenCalled();
    browser.paint('first-paint', 'first-contentful-paint');
    expect(then).toHaveBeenCalledTimes(1);
    expect(browser.disconnected()).toBe(true);
  });

  it('goes on at once in a browser that reports no paints', () => {
    const then = vi.fn();
    afterFirstPaint(then, fakeObserver(['navigation']).Observer);
    expect(then).toHaveBeenCalledTimes(1);
    afterFirstPaint(then, undefined);
    expect(then).toHaveBeenCalledTimes(2);
  });
});
