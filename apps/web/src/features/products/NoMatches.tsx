interface NoMatchesProps {
  onClear: () => void;
}

/** An empty list under filters: say so, and offer the way back to every product of the tab. */
export function NoMatches({ onClear }: NoMatchesProps) {
  return (
    <div className="products__no-matches">
      <p>No products match these filters</p>
      <button type="button" className="btn btn-outline" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
