import { PRODUCT_TABS, type ProductFilter } from '@gymfuel/contracts';
import { useRef, type KeyboardEvent } from 'react';

interface CategoryTabsProps {
  active: ProductFilter;
  onChange: (filter: ProductFilter) => void;
  panelId: string;
}

export const tabId = (value: ProductFilter) => `products-tab-${value}`;

/** The product list's category tabs (WAI-ARIA tabs: arrow keys, Home and End move between them). */
export function CategoryTabs({ active, onChange, panelId }: CategoryTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const count = PRODUCT_TABS.length;
    const next = (index + count) % count;
    const tab = PRODUCT_TABS[next];
    if (!tab) return;
    onChange(tab.value);
    tabRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: PRODUCT_TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className="category-tabs" role="tablist" aria-label="Product categories">
      {PRODUCT_TABS.map((tab, index) => {
        const selected = tab.value === active;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={
              selected ? 'category-tabs__tab category-tabs__tab--active' : 'category-tabs__tab'
            }
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
