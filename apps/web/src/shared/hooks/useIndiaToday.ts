import { addDays, indiaDateOf, indiaInstant, type IsoDate } from '@gymfuel/contracts';
import { useEffect, useState } from 'react';

/**
 * Today in India, whatever the device's zone; it moves on at India's midnight, so a screen left
 * open overnight (a kitchen tablet, a checkout) offers the new day's dates in the morning.
 */
export function useIndiaToday(): IsoDate {
  const [today, setToday] = useState(() => indiaDateOf(new Date()));
  useEffect(() => {
    const midnight = indiaInstant(addDays(today, 1), '00:00').getTime();
    // A second past midnight, so a timer that fires a little early still finds the new day.
    const timer = setTimeout(
      () => setToday(indiaDateOf(new Date())),
      midnight - Date.now() + 1_000,
    );
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
