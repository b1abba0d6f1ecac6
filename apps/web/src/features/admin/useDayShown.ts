import { addDays, indiaDateOf, indiaInstant, type IsoDate } from '@gymfuel/contracts';
import { useEffect, useState } from 'react';

/** Today in India, whatever the device's zone; it moves on at India's midnight. */
function useIndiaToday(): IsoDate {
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

/**
 * The day a board or prep list shows, and how the operator picks another: today in India until
 * then, following it past midnight, so a kitchen tablet left open overnight shows the new day's
 * orders (and their live changes) in the morning. A day picked stays picked; picking today
 * follows today again.
 */
export function useDayShown(): [IsoDate, (date: IsoDate) => void] {
  const today = useIndiaToday();
  const [picked, setPicked] = useState<IsoDate | null>(null);
  return [picked ?? today, (date) => setPicked(date === today ? null : date)];
}
