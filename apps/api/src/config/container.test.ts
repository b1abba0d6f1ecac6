import { describe, expect, it } from 'vitest';
import { runningInContainer } from './container.js';

const noFiles = () => false;

describe('runningInContainer', () => {
  it('sees docker and podman by their marker files', () => {
    expect(runningInContainer({}, (path) => path === '/.dockerenv')).toBe(true);
    expect(runningInContainer({}, (path) => path === '/run/.containerenv')).toBe(true);
  });

  it('sees the `container` variable that podman and systemd-nspawn set', () => {
    expect(runningInContainer({ container: 'podman' }, noFiles)).toBe(true);
  });

  it('is false on a plain host', () => {
    expect(runningInContainer({}, noFiles)).toBe(false);
    expect(runningInContainer({ container: '' }, noFiles)).toBe(false);
  });
});
