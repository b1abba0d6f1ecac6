import { QUANTITY_MAX, QUANTITY_MIN } from '@gymfuel/contracts';
import './quantity-stepper.css';

interface QuantityStepperProps {
  quantity: number;
  /** Called with +1 or -1 only when the step stays within 1–10. */
  onStep: (step: 1 | -1) => void;
  /** Names the product, so each stepper's buttons are told apart by screen readers. */
  label: string;
}

/**
 * Minus and plus around the quantity (the cart's rows and the product page): minus does nothing
 * at 1 and plus nothing at 10. The buttons stay focusable at the bounds and say so with
 * aria-disabled; the quantity is announced as it changes.
 */
export function QuantityStepper({ quantity, onStep, label }: QuantityStepperProps) {
  const atMin = quantity <= QUANTITY_MIN;
  const atMax = quantity >= QUANTITY_MAX;
  return (
    <div className="stepper" role="group" aria-label={`Quantity of ${label}`}>
      <button
        type="button"
        className="stepper__button"
        aria-label={`One less ${label}`}
        aria-disabled={atMin}
        onClick={() => {
          if (!atMin) onStep(-1);
        }}
      >
        −
      </button>
      <output className="stepper__value" aria-live="polite" aria-label={`Quantity of ${label}`}>
        {quantity}
      </output>
      <button
        type="button"
        className="stepper__button"
        aria-label={`One more ${label}`}
        aria-disabled={atMax}
        onClick={() => {
          if (!atMax) onStep(1);
        }}
      >
        +
      </button>
    </div>
  );
}
