import { useId } from 'react';
import './goal-meter.css';

interface GoalMeterProps {
  /** What the bar measures, in words: '48 g of your 126 g daily protein'. Also its name. */
  label: string;
  amount: number;
  target: number;
}

/**
 * How much of a daily target an order covers. Past 100% the bar stays full but changes colour
 * and the percentage says how far over it is: an order worth 134% of the day must not read as
 * exactly the target.
 */
export function GoalMeter({ label, amount, target }: GoalMeterProps) {
  const labelId = useId();
  const percent = target > 0 ? Math.round((amount / target) * 100) : 0;
  const isOver = amount > target;
  const filled = Math.min(percent, 100);
  return (
    <div className={isOver ? 'goal-meter goal-meter--over' : 'goal-meter'}>
      <p id={labelId} className="goal-meter__label">
        {label}
      </p>
      <div className="goal-meter__bar">
        {/* aria-valuenow must stay within the range; the value text carries the true figure. */}
        <div
          role="meter"
          className="goal-meter__track"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={filled}
          aria-valuetext={`${percent}%`}
        >
          <span className="goal-meter__fill" style={{ width: `${filled}%` }} />
        </div>
        {/* Shown for the eye; the meter's value text already says it to a screen reader. */}
        <span className="goal-meter__percent" aria-hidden="true">
          {percent}%
        </span>
      </div>
    </div>
  );
}
