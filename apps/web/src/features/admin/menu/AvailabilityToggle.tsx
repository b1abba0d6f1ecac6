import type { Product } from '@gymfuel/contracts';
import { failureMessageOf } from '../../../shared/api/failure-message';
import { useSetAvailability } from './api/set-availability';

interface AvailabilityToggleProps {
  product: Product;
  /** Read with the switch, so each row's 'Available' names its product. */
  describedBy: string;
  onOutcome: (outcome: { ok: boolean; message: string }) => void;
}

/** 'Available' on or off: off shows 'Sold out' in the shop and checkout refuses it. */
export function AvailabilityToggle({ product, describedBy, onOutcome }: AvailabilityToggleProps) {
  const toggle = useSetAvailability();
  return (
    <label className="menu-list__toggle">
      <input
        type="checkbox"
        role="switch"
        checked={product.available}
        disabled={toggle.isPending}
        aria-describedby={describedBy}
        onChange={(event) =>
          toggle.mutate(
            { productId: product._id, available: event.target.checked },
            {
              onSuccess: (saved) =>
                onOutcome({
                  ok: true,
                  message: saved.available
                    ? `${saved.title} is available again.`
                    : `${saved.title} is sold out today.`,
                }),
              onError: (error) => onOutcome({ ok: false, message: failureMessageOf(error) }),
            },
          )
        }
      />
      Available
    </label>
  );
}
