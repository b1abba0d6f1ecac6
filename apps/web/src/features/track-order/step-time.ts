import { indiaDateOf, SHOP_TIME_ZONE, shortDate, type IsoDate } from '@gymfuel/contracts';

const indiaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * When a step was reached, on India's clock: '18:05' on `day` (the delivery day), with the date
 * on any other day ('Fri 27 Nov, 21:40'), whatever the browser's time zone.
 */
export function stepTime(at: string, day: IsoDate): string {
  const instant = new Date(at);
  const time = indiaClock.format(instant);
  const date = indiaDateOf(instant);
  return date === day ? time : `${shortDate(date)}, ${time}`;
}
