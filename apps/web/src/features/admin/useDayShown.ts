import type { IsoDate } from '@gymfuel/contracts';
import { useState } from 'react';
import { useIndiaToday } from '../../shared/hooks/useIndiaToday';

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
