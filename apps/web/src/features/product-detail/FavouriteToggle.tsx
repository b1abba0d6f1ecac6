import { HeartIcon } from '../../shared/ui/HeartIcon';

interface FavouriteToggleProps {
  on: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** The heart: outlined when off, filled red when on (docs/product.md#product-detail). */
export function FavouriteToggle({ on, onToggle, disabled = false }: FavouriteToggleProps) {
  return (
    <button
      type="button"
      className={on ? 'favourite-toggle favourite-toggle--on' : 'favourite-toggle'}
      aria-label="Favourite"
      aria-pressed={on}
      onClick={onToggle}
      disabled={disabled}
    >
      <HeartIcon filled={on} />
    </button>
  );
}
