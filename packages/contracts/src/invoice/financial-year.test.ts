import { describe, expect, it } from 'vitest';
import { financialYearOf } from './financial-year.js';

describe('financialYearOf', () => {
  it('turns over at midnight India time on 1 April, not at midnight UTC', () => {
    // 31 Mar 2027 23:59:59 IST is 18:29:59 UTC; 1 Apr 2027 00:00 IST is 31 Mar 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    // The same boundary a year earlier opens 26-27.
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('26-27');
  });

  it('counts January to March in the year that began the April before', () => {
    expect(financialYearOf(new Date('2027-01-15T06:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2026-11-25T10:00:00Z'))).toBe('26-27');
  });

  it('writes the turn of the century with two digits each', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
    expect(financialYearOf(new Date('2100-02-01T00:00:00Z'))).toBe('99-00');
    expect(financialYearOf(new Date('2009-04-01T00:00:00Z'))).toBe('09-10');
  });
});
