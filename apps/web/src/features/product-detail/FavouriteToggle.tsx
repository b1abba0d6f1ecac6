import { HeartIcon } from '../../shared/ui/HeartIcon';

interface FavouriteToggleProps {
  on: boolean;
  onToggle: () => void;
}

/** The heart: outlined when off, filled red when on (spec section 2). */
export function FavouriteToggle({ on, onToggle }: FavouriteToggleProps) {
  return (
    <button
      type="button"
      className={on ? 'favourite-toggle favourite-toggle--on' : 'favourite-toggle'}
      aria-label="Favourite"
      aria-pressed={on}
      onClick={onToggle}
    >
      <HeartIcon filled={on} />
    </button>
  );
}
