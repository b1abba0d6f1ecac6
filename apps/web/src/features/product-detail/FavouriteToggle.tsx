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
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 20.7l-1.4-1.3C5.4 14.7 2 11.6 2 7.8 2 4.7 4.4 2.3 7.5 2.3c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6L12 20.7z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
