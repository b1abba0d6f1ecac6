import { SHOP_TIME_ZONE } from '@gymfuel/contracts';

const indiaDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When something happened, on India's clock whatever the browser's zone: '25 Nov 2026, 12:00'. */
export const consoleTimeOf = (iso: string): string => indiaDateTime.format(new Date(iso));
