/**
 * The shop runs on India time (Asia/Kolkata) whatever the server's zone. India has had one
 * fixed offset, UTC+05:30, with no daylight saving since 1945, so the arithmetic below needs no
 * time-zone database and gives the same answer on any machine.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MINUTES = 5 * 60 + 30;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** 'YYYY-MM-DD' */
export type IsoDate = string;
/** 'HH:MM', 24-hour */
export type ClockTime = string;

export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Midnight at the end of a day: only a closing time reads it (a gym open until midnight). */
export const END_OF_DAY = '24:00';
/** A closing time: a clock time, or 24:00. */
export const CLOSING_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const MINUTES_PER_DAY = 24 * 60;

/** The instant shifted so its UTC fields read India's wall clock. */
const indiaWallClock = (instant: Date) =>
  new Date(instant.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);

/** The date in India at `instant`. */
export function indiaDateOf(instant: Date): IsoDate {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** Minutes since midnight, as a clock time reads them. */
export function minutesOf(time: ClockTime): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

export function clockTimeOf(minutes: number): ClockTime {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant at which India's clocks read `time` on `date`. */
export function indiaInstant(date: IsoDate, time: ClockTime): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc + (minutesOf(time) - IST_OFFSET_MINUTES) * MINUTE_MS);
}

/** `date` moved by `days` (calendar days; India has no daylight saving). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date (the pattern alone lets 2026-02-30 through). */
export function isCalendarDate(date: string): boolean {
  return (
    ISO_DATE_PATTERN.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date)
  );
}
