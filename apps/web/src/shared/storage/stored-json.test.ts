import { refuseStorage } from '../../test/refusing-storage';
import { readStoredJson, writeStoredJson } from './stored-json';

const asNumber = (value: unknown) => (typeof value === 'number' ? value : null);

describe('stored JSON', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('writes, reads back and removes an entry', () => {
    expect(writeStoredJson('sessionStorage', 'k', 42)).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBe('42');
    expect(readStoredJson('sessionStorage', 'k', asNumber)).toBe(42);
    expect(writeStoredJson('sessionStorage', 'k', null)).toBe(true);
    expect(window.sessionStorage.getItem('k')).toBeNull();
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a value the parser refuses', '"42"'],
  ])('reads %s as null', (_case, raw) => {
    if (raw !== null) window.sessionStorage.setItem('k', raw);
    expect(readStoredJson('sessionStorage', 'k', asNumber)).toBeNull();
  });

  it('reads null and reports a failed write when storage is blocked or full', () => {
    refuseStorage('sessionStorage', { reads: 'blocked' });
    expect(readStoredJson('sessionStorage', 'k', asNumber)).toBeNull();
    expect(writeStoredJson('sessionStorage', 'k', 42)).toBe(false);
  });
});
