import { formatGrams, formatIndianNumber, type Nutrition } from '@gymfuel/contracts';
import { formatKcal } from '../../shared/nutrition/format-nutrition';
import { energyShares } from './energy-shares';
import { EnergyShareBars } from './EnergyShareBars';

/** The label's rows, in the order FSSAI's nutrition information lists them. */
const rowsOf = (nutrition: Nutrition): [string, string][] => [
  ['Energy', formatKcal(nutrition.kcal)],
  ['Protein', formatGrams(nutrition.protein)],
  ['Carbohydrates', formatGrams(nutrition.carbs)],
  ['Fat', formatGrams(nutrition.fat)],
  ['Fibre', formatGrams(nutrition.fibre)],
  ['Sugar', formatGrams(nutrition.sugar)],
  ['Sodium', `${formatIndianNumber(nutrition.sodium, 0)} mg`],
];

/** The product's nutrition per serving, as its label gives it, and where the energy comes from. */
export function NutritionPanel({ nutrition }: { nutrition: Nutrition }) {
  const shares = energyShares(nutrition);
  return (
    <section className="nutrition-panel" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className="nutrition-panel__title">
        Nutrition per serving{' '}
        <span className="nutrition-panel__serving">({nutrition.servingSize})</span>
      </h2>
      <div className="nutrition-panel__body">
        <table className="nutrition-panel__table" aria-labelledby="nutrition-title">
          <tbody>
            {rowsOf(nutrition).map(([name, amount]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {shares && <EnergyShareBars shares={shares} />}
      </div>
    </section>
  );
}
