import {
  addDays,
  clockTimeOf,
  indiaDateOf,
  indiaInstant,
  minutesOf,
  MINUTES_PER_DAY,
  type ClockTime,
  type IsoDate,
} from './shop-time.js';

/** Deliveries are booked in half hours. */
export const SLOT_MINUTES = 30;
/** Today and the next six days. */
export const BOOKING_DAYS = 7;
/** A kitchen cooks for at most this many orders in one half hour. */
export const MAX_SLOT_CAPACITY = 1000;

export interface SlotWindow {
  start: ClockTime;
  end: ClockTime;
}

/**
 * The half-hour windows that fit wholly within a gym's hours, in order. Hours closing at 24:00
 * end with 23:30–00:00; every window belongs to the date of its start.
 */
export function slotWindows(opensAt: ClockTime, closesAt: ClockTime): SlotWindow[] {
  const windows: SlotWindow[] = [];
  for (
    let start = minutesOf(opensAt);
    start + SLOT_MINUTES <= minutesOf(closesAt);
    start += SLOT_MINUTES
  ) {
    const startsAt = clockTimeOf(start);
    windows.push({ start: startsAt, end: slotEnd(startsAt) });
  }
  return windows;
}

/** The dates a shopper may book at `now`, India time: today, then six more days. */
export function bookableDates(now: Date): IsoDate[] {
  const today = indiaDateOf(now);
  return Array.from({ length: BOOKING_DAYS }, (_, offset) => addDays(today, offset));
}

/** Whether a slot no longer takes orders: fewer than `cutoffMinutes` before its start. */
export function isPastCutoff(
  date: IsoDate,
  start: ClockTime,
  now: Date,
  cutoffMinutes: number,
): boolean {
  return indiaInstant(date, start).getTime() - now.getTime() < cutoffMinutes * 60_000;
}

/**
 * The clock time a slot ends at. The last half hour of a day ends at 00:00, as a clock shows it
 * and a shopper reads it ('23:30–00:00'), not 24:00.
 */
export function slotEnd(start: ClockTime): ClockTime {
  return clockTimeOf((minutesOf(start) + SLOT_MINUTES) % MINUTES_PER_DAY);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const LONG_WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const calendarOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`);

/** The day picker's label: 'Today', 'Tomorrow', then the weekday ('Friday'). */
export function dayLabel(date: IsoDate, now: Date): string {
  const today = indiaDateOf(now);
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return LONG_WEEKDAYS[calendarOf(date).getUTCDay()]!;
}

/** 'Sat 28 Nov' */
export function shortDate(date: IsoDate): string {
  const day = calendarOf(date);
  return `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
}

/** '18:00–18:30' */
export const slotTimes = (slot: { start: ClockTime; end: ClockTime }): string =>
  `${slot.start}–${slot.end}`;

/** 'Sat 28 Nov, 18:00–18:30 at Iron Temple Andheri (Front desk)' */
export function describeSlot(
  slot: { date: IsoDate; start: ClockTime; end: ClockTime },
  gym: { name: string; handoverPoint?: string },
): string {
  const where = gym.handoverPoint ? `${gym.name} (${gym.handoverPoint})` : gym.name;
  return `${shortDate(slot.date)}, ${slotTimes(slot)} at ${where}`;
}
