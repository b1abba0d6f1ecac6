import { SHOP_TIME_ZONE } from '@gymfuel/contracts';

const indiaLongDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * '14 March 2026': the day `instant` falls on in India, where the shop runs, whatever the
 * browser's zone (a UTC browser is still on the day before from midnight to 05:30 in India).
 */
export const formatIndiaDate = (instant: Date): string => indiaLongDate.format(instant);
