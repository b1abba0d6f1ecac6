import { afterEach, describe, expect, it } from 'vitest';
import { addDays, indiaDateOf, indiaInstant, isCalendarDate } from './shop-time.js';
import { bookableDates, dayLabel, describeSlot, isPastCutoff, slotWindows } from './slots.js';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('India time', () => {
  it('reads the date in India, which is ahead of UTC by 5:30', () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already tomorrow there.
    expect(indiaDateOf(new Date('2026-11-27T18:29:00Z'))).toBe('2026-11-27');
    expect(indiaDateOf(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });

  it('turns an India wall-clock time into the instant', () => {
    expect(indiaInstant('2026-11-28', '18:00').toISOString()).toBe('2026-11-28T12:30:00.000Z');
    expect(indiaInstant('2026-11-28', '05:00').toISOString()).toBe('2026-11-27T23:30:00.000Z');
  });

  it('gives the same answers on a server in another time zone', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = zone;
      expect(indiaDateOf(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
      expect(indiaInstant('2026-11-28', '18:00').toISOString()).toBe('2026-11-28T12:30:00.000Z');
      expect(bookableDates(new Date('2026-11-27T20:00:00Z'))[0]).toBe('2026-11-28');
      expect(dayLabel('2026-11-29', new Date('2026-11-27T20:00:00Z'))).toBe('Tomorrow');
    }
  });

  it('knows real calendar dates and steps over month and year ends', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-11-31')).toBe(false);
    expect(isCalendarDate('28-11-2026')).toBe(false);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('slotWindows', () => {
  it('cuts the opening hours into whole half hours', () => {
    const windows = slotWindows('05:30', '22:30');
    expect(windows).toHaveLength(34);
    expect(windows[0]).toEqual({ start: '05:30', end: '06:00' });
    expect(windows.at(-1)).toEqual({ start: '22:00', end: '22:30' });
  });

  it('leaves out a last window that would run past closing', () => {
    expect(slotWindows('06:00', '07:45')).toEqual([
      { start: '06:00', end: '06:30' },
      { start: '06:30', end: '07:00' },
      { start: '07:00', end: '07:30' },
    ]);
  });

  it('ends a gym open until midnight with 23:30–00:00', () => {
    expect(slotWindows('22:00', '24:00')).toEqual([
      { start: '22:00', end: '22:30' },
      { start: '22:30', end: '23:00' },
      { start: '23:00', end: '23:30' },
      { start: '23:30', end: '00:00' },
    ]);
  });

  it('gives a gym open all day (00:00–24:00) 48 slots, 00:00–00:30 to 23:30–00:00', () => {
    const windows = slotWindows('00:00', '24:00');
    expect(windows).toHaveLength(48);
    expect(windows[0]).toEqual({ start: '00:00', end: '00:30' });
    expect(windows[1]).toEqual({ start: '00:30', end: '01:00' });
    expect(windows.at(-1)).toEqual({ start: '23:30', end: '00:00' });
  });

  it('has nothing for hours shorter than a slot', () => {
    expect(slotWindows('10:00', '10:20')).toEqual([]);
  });
});

describe('bookableDates', () => {
  it('runs from today to 6 days ahead, India time, across midnight UTC', () => {
    // 20:00 UTC on the 27th is 01:30 on the 28th in India.
    expect(bookableDates(new Date('2026-11-27T20:00:00Z'))).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
  });
});

describe('isPastCutoff', () => {
  // 16:30 in India.
  const now = new Date('2026-11-28T11:00:00Z');

  it('closes a slot once fewer than the cut-off minutes remain before it starts', () => {
    expect(isPastCutoff('2026-11-28', '17:30', now, 60)).toBe(false); // exactly 60 left
    expect(isPastCutoff('2026-11-28', '17:00', now, 60)).toBe(true); // 30 left
    expect(isPastCutoff('2026-11-28', '16:00', now, 60)).toBe(true); // started
    expect(isPastCutoff('2026-11-29', '06:00', now, 60)).toBe(false);
  });

  it('counts across India midnight', () => {
    // 23:30 in India on the 28th; tomorrow's 00:00 slot is 30 minutes away.
    const late = new Date('2026-11-28T18:00:00Z');
    expect(isPastCutoff('2026-11-29', '00:00', late, 60)).toBe(true);
    expect(isPastCutoff('2026-11-29', '00:30', late, 60)).toBe(false);
  });

  it('closes the 23:30 slot, which belongs to the date it starts on, at 22:30 that day', () => {
    // 22:30 and 22:31 in India on the 28th (17:00 and 17:01 UTC).
    expect(isPastCutoff('2026-11-28', '23:30', new Date('2026-11-28T17:00:00Z'), 60)).toBe(false);
    expect(isPastCutoff('2026-11-28', '23:30', new Date('2026-11-28T17:01:00Z'), 60)).toBe(true);
  });
});

describe('labels', () => {
  const now = new Date('2026-11-28T06:00:00Z'); // Saturday 28 Nov, 11:30 in India

  it('names the days Today, Tomorrow, then by weekday', () => {
    expect(dayLabel('2026-11-28', now)).toBe('Today');
    expect(dayLabel('2026-11-29', now)).toBe('Tomorrow');
    expect(dayLabel('2026-11-30', now)).toBe('Monday');
  });

  it('describes a booked slot with the gym and its handover point', () => {
    expect(
      describeSlot(
        { date: '2026-11-28', start: '18:00', end: '18:30' },
        { name: 'Iron Temple Andheri', handoverPoint: 'Front desk' },
      ),
    ).toBe('Sat 28 Nov, 18:00–18:30 at Iron Temple Andheri (Front desk)');
  });

  it('reads the last slot of the day as ending at 00:00', () => {
    expect(
      describeSlot(
        { date: '2026-11-28', start: '23:30', end: '00:00' },
        { name: 'Night Owl Gym', handoverPoint: 'Reception' },
      ),
    ).toBe('Sat 28 Nov, 23:30–00:00 at Night Owl Gym (Reception)');
  });
});
