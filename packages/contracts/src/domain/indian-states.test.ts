import { describe, expect, it } from 'vitest';
import { formatStateWithCode, INDIAN_STATES, stateByCode, stateByName } from './indian-states.js';

describe('Indian GST state codes', () => {
  it.each([
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['07', 'Delhi'],
    ['06', 'Haryana'],
    ['36', 'Telangana'],
    ['19', 'West Bengal'],
    ['33', 'Tamil Nadu'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
  ])('code %s is %s', (code, name) => {
    expect(stateByCode(code)?.name).toBe(name);
    expect(stateByName(name)?.code).toBe(code);
  });

  it('lists each code and each name once, codes as two digits', () => {
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(INDIAN_STATES.length);
    expect(new Set(INDIAN_STATES.map((s) => s.name)).size).toBe(INDIAN_STATES.length);
    for (const { code } of INDIAN_STATES) expect(code).toMatch(/^\d{2}$/);
  });

  it('knows no retired or unknown code', () => {
    expect(stateByCode('25')).toBeUndefined();
    expect(stateByCode('28')).toBeUndefined();
    expect(stateByCode('99')).toBeUndefined();
    expect(stateByName('Atlantis')).toBeUndefined();
  });

  it('finds a name whatever its case and spaces', () => {
    expect(stateByName('  tamil nadu ')?.code).toBe('33');
  });

  it("writes a place of supply as 'Maharashtra (27)'", () => {
    expect(formatStateWithCode({ code: '27', name: 'Maharashtra' })).toBe('Maharashtra (27)');
  });
});
