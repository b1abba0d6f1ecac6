import { useId, type Ref } from 'react';
import { DietMark } from '../../shared/ui/DietMark';
import { AllergenFilter } from './AllergenFilter';
import { isSort, SORTS, type CatalogueQuery } from './catalogue-query';
import { SearchField } from './SearchField';
import { SORT_LABELS } from './sort-products';
import type { UpdateCatalogueQuery } from './useCatalogueQuery';

interface ProductFiltersProps {
  query: CatalogueQuery;
  onChange: UpdateCatalogueQuery;
  searchRef?: Ref<HTMLInputElement>;
}

/** Search, 'Sort by', 'Veg only' and 'Exclude allergens', over the category tabs' list. */
export function ProductFilters({ query, onChange, searchRef }: ProductFiltersProps) {
  const sortId = useId();
  return (
    <div className="catalogue-filters">
      <SearchField
        value={query.search}
        onChange={(search) => onChange({ search })}
        inputRef={searchRef}
      />

      <div className="catalogue-filters__field catalogue-filters__sort">
        <label htmlFor={sortId}>Sort by</label>
        <select
          id={sortId}
          value={query.sort}
          onChange={(event) => {
            if (isSort(event.target.value)) onChange({ sort: event.target.value });
          }}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>

      <label className="veg-switch">
        <input
          type="checkbox"
          className="veg-switch__input"
          checked={query.vegOnly}
          onChange={(event) => onChange({ vegOnly: event.target.checked })}
        />
        {/* The mark is a picture of the words beside it: hidden, so the name stays 'Veg only'. */}
        <span aria-hidden="true" className="veg-switch__mark">
          <DietMark diet="veg" />
        </span>
        Veg only
      </label>

      <AllergenFilter exclude={query.exclude} onChange={(exclude) => onChange({ exclude })} />
    </div>
  );
}
