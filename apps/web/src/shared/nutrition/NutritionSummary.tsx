import type { Goals, Product } from '@gymfuel/contracts';
import { Link } from 'react-router-dom';
import { useGoals } from '../api/get-goals';
import { useProducts } from '../api/get-products';
import { paths } from '../routing/paths';
import '../ui/summary.css';
import { formatKcal, formatProtein } from './format-nutrition';
import { GoalMeter } from './GoalMeter';
import { orderNutrition, type OrderedLine, type OrderNutrition } from './order-nutrition';
import './nutrition-summary.css';

const unlabelledNote = (lines: number) =>
  lines === 1
    ? '1 product without a nutrition label is not counted.'
    : `${lines} products without a nutrition label are not counted.`;

function GoalMeters({ totals, goals }: { totals: OrderNutrition; goals: Goals }) {
  const { targets } = goals;
  return (
    <div className="nutrition-summary__meters">
      <GoalMeter
        label={`${formatProtein(totals.protein)} of your ${formatProtein(targets.protein)} daily protein`}
        amount={totals.protein}
        target={targets.protein}
      />
      <GoalMeter
        label={`${formatKcal(totals.kcal)} of your ${formatKcal(targets.kcal)} daily energy`}
        amount={totals.kcal}
        target={targets.kcal}
      />
    </div>
  );
}

/**
 * The order's 'Nutrition' row, shared by the cart's, checkout's and payment's summaries: protein
 * and energy of the whole order, quantities included, from the catalogue's labels. With daily
 * goals saved, a meter per target follows; without, a link to set them.
 */
export function NutritionSummary({ lines }: { lines: readonly OrderedLine[] }) {
  const { data: products } = useProducts();
  const goals = useGoals();
  if (!products) return null;

  const catalogue = new Map<string, Product>(products.map((product) => [product._id, product]));
  const totals = orderNutrition(lines, catalogue);
  // No label at all: no figures, rather than a '0 g' that reads as a fact.
  if (totals.unlabelledLines === lines.length) return null;

  return (
    <div className="nutrition-summary">
      <dl className="summary-rows">
        <div className="summary-rows__row nutrition-summary__row">
          <dt>Nutrition</dt>
          <dd>{`Protein ${formatProtein(totals.protein)} · ${formatKcal(totals.kcal)}`}</dd>
        </div>
      </dl>
      {totals.unlabelledLines > 0 && (
        <p className="nutrition-summary__note">{unlabelledNote(totals.unlabelledLines)}</p>
      )}
      {goals.data ? (
        <GoalMeters totals={totals} goals={goals.data} />
      ) : (
        // Only once the server said there are none: a failed read offers nothing.
        goals.data === null && (
          <Link to={paths.dashboardGoals.getHref()} className="nutrition-summary__set-goals">
            Set your daily goals
          </Link>
        )
      )}
    </div>
  );
}
