import { useId } from 'react';
import type { EnergyShares } from './energy-shares';

const BARS = [
  { macro: 'protein', label: 'Protein' },
  { macro: 'carbs', label: 'Carbohydrates' },
  { macro: 'fat', label: 'Fat' },
] as const;

/**
 * One bar per macro for its share of the energy. Each is a meter named by its visible label,
 * so a screen reader hears 'Protein, 30% of the energy' rather than a bare number.
 */
export function EnergyShareBars({ shares }: { shares: EnergyShares }) {
  const headingId = useId();
  return (
    <div className="energy-shares" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="energy-shares__title">
        Where the energy comes from
      </h3>
      {BARS.map(({ macro, label }) => {
        const labelId = `${headingId}-${macro}`;
        const share = shares[macro];
        return (
          <div key={macro} className={`energy-shares__row energy-shares__row--${macro}`}>
            <span id={labelId} className="energy-shares__label">
              {label}
            </span>
            <div
              role="meter"
              className="energy-shares__track"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-valuetext={`${share}% of the energy`}
            >
              <span className="energy-shares__fill" style={{ width: `${share}%` }} />
            </div>
            {/* For the eye; the meter's value text says it to a screen reader. */}
            <span className="energy-shares__percent" aria-hidden="true">
              {share}%
            </span>
          </div>
        );
      })}
    </div>
  );
}
