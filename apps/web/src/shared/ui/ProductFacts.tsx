import { formatGrams, type Product } from '@gymfuel/contracts';
import { formatKcal } from '../nutrition/format-nutrition';
import { DietMark } from './DietMark';
import './product-facts.css';

interface ProductFactsProps {
  /** Undefined while the catalogue loads (favourites): the line keeps its height meanwhile. */
  product: Product | undefined;
  /** One more figure for the line, e.g. '9.6 g per ₹100' under the 'Protein per ₹' sort. */
  extra?: string;
}

/**
 * A card's label in brief, under its title: the diet mark, protein and energy per serving. An
 * unlabelled product shows no figures rather than wrong ones; the line still takes its place so
 * cards do not jump when the catalogue arrives.
 */
export function ProductFacts({ product, extra }: ProductFactsProps) {
  const nutrition = product?.nutrition;
  return (
    <p className="product-facts">
      <DietMark diet={product?.diet ?? null} />
      {nutrition && (
        <>
          <span className="product-facts__figure">{formatGrams(nutrition.protein)} protein</span>
          <span className="product-facts__figure">{formatKcal(nutrition.kcal)}</span>
        </>
      )}
      {nutrition && extra && (
        <span className="product-facts__figure product-facts__figure--extra">{extra}</span>
      )}
    </p>
  );
}
