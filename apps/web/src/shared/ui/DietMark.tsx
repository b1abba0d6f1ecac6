import { DIET_LABELS, type Diet } from '@gymfuel/contracts';
import './diet-mark.css';

interface DietMarkProps {
  /** Null while the product's label is undeclared: then nothing is shown, not a guess. */
  diet: Diet | null;
  /** Edge length in CSS pixels; set on the element so it never shifts the text around it. */
  size?: number;
}

/**
 * The FSSAI veg / non-veg mark, drawn inline so it needs no download: a green square with a
 * filled circle for veg, a brown square with a filled triangle for non-veg and for egg (FSSAI
 * gives egg the non-veg mark; its name tells the two apart).
 */
export function DietMark({ diet, size = 16 }: DietMarkProps) {
  if (!diet) return null;
  const label = DIET_LABELS[diet];
  const isVeg = diet === 'veg';
  return (
    <svg
      className={isVeg ? 'diet-mark diet-mark--veg' : 'diet-mark diet-mark--non-veg'}
      role="img"
      aria-label={label}
      viewBox="0 0 16 16"
      width={size}
      height={size}
    >
      {/* The tooltip on hover; aria-label carries the same name for every reader. */}
      <title>{label}</title>
      <rect
        className="diet-mark__frame"
        x="1"
        y="1"
        width="14"
        height="14"
        rx="1.5"
        strokeWidth="1.6"
      />
      {isVeg ? (
        <circle className="diet-mark__symbol" cx="8" cy="8" r="3.6" />
      ) : (
        <polygon className="diet-mark__symbol" points="8,3.9 12.3,11.6 3.7,11.6" />
      )}
    </svg>
  );
}
