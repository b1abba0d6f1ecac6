import { DAILY_TARGETS_EXPLAINED } from '@gymfuel/contracts';
import { formatKcal, formatProtein } from '../../shared/nutrition/format-nutrition';
import type { ShownTargets } from './goal-fields';

const STATUS: Record<ShownTargets['kind'], string> = {
  saved: 'Saved. Your cart shows how much of these each order covers.',
  preview: 'A preview of your changes: save them to use these targets in your cart.',
  none: 'Fill in every field to see your daily targets.',
};

/** The daily energy and protein targets, and the one line saying how they are worked out. */
export function DailyTargetsCard({ shown }: { shown: ShownTargets }) {
  return (
    <section className="daily-targets" aria-labelledby="daily-targets-title">
      <h2 id="daily-targets-title" className="daily-targets__title">
        Your daily targets
      </h2>
      {shown.kind !== 'none' && (
        <dl className="daily-targets__figures">
          <div className="daily-targets__figure">
            <dt>Daily energy</dt>
            <dd>{formatKcal(shown.targets.kcal)}</dd>
          </div>
          <div className="daily-targets__figure">
            <dt>Daily protein</dt>
            <dd>{formatProtein(shown.targets.protein)}</dd>
          </div>
        </dl>
      )}
      <p className={`daily-targets__status daily-targets__status--${shown.kind}`}>
        {STATUS[shown.kind]}
      </p>
      <p className="daily-targets__explained">{DAILY_TARGETS_EXPLAINED}</p>
    </section>
  );
}
