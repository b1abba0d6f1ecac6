// No zod here: the web's first screen reads this, and a schema beside it would bring zod into
// the shop's first load (apps/web, docs/architecture.md#code-splitting).

/** The FSSAI veg / non-veg mark; egg carries the non-veg colour with its own name. */
export const DIETS = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];

/** The diet mark's accessible name and tooltip. */
export const DIET_LABELS: Record<Diet, string> = {
  veg: 'Veg',
  egg: 'Contains egg',
  'non-veg': 'Non-veg',
};
