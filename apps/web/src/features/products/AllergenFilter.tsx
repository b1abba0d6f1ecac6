import { ALLERGENS, type Allergen } from '@gymfuel/contracts';
import { useState } from 'react';
import { allergenName } from '../../shared/ui/allergen-name';

interface AllergenFilterProps {
  exclude: readonly Allergen[];
  onChange: (exclude: Allergen[]) => void;
}

/**
 * 'Exclude allergens': a checkbox per FSSAI allergen, folded away (a phone's screen is short)
 * until opened, or open from the start when the URL already excludes some.
 */
export function AllergenFilter({ exclude, onChange }: AllergenFilterProps) {
  const [open, setOpen] = useState(exclude.length > 0);
  const toggle = (allergen: Allergen, excluded: boolean) =>
    onChange(
      ALLERGENS.filter((candidate) =>
        candidate === allergen ? excluded : exclude.includes(candidate),
      ),
    );

  return (
    <details
      className="allergen-filter"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="allergen-filter__summary">
        Exclude allergens
        {exclude.length > 0 && (
          <>
            <span className="allergen-filter__count" aria-hidden="true">
              {exclude.length}
            </span>
            <span className="visually-hidden">, {exclude.length} excluded</span>
          </>
        )}
      </summary>
      {/* The summary shows the name; the group gets it as an attribute, not as a second
          (hidden) text, so the name on screen is the only element reading 'Exclude allergens'. */}
      <fieldset className="allergen-filter__options" aria-label="Exclude allergens">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="allergen-filter__option">
            <input
              type="checkbox"
              checked={exclude.includes(allergen)}
              onChange={(event) => toggle(allergen, event.target.checked)}
            />
            {allergenName(allergen)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
