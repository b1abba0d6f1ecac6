import { ALLERGENS, PRODUCT_TABS, type Allergen, type ProductFilter } from '@gymfuel/contracts';

/** The list's orders; 'recommended' is the catalogue's own. */
export const SORTS = ['recommended', 'protein', 'protein-per-rupee', 'calories', 'price'] as const;
export type Sort = (typeof SORTS)[number];

/** What the product list shows: the category tab, the filters, the order and the search. */
export interface CatalogueQuery {
  category: ProductFilter;
  vegOnly: boolean;
  /** In FSSAI's order, without repeats. */
  exclude: readonly Allergen[];
  sort: Sort;
  /** As typed; the search itself ignores the spaces around it. */
  search: string;
}

export const DEFAULT_QUERY: CatalogueQuery = {
  category: 'all',
  vegOnly: false,
  exclude: [],
  sort: 'recommended',
  search: '',
};

/**
 * The URL parameters, e.g.
 * `?category=Meals&veg=1&exclude=milk&exclude=tree+nuts&sort=protein&q=paneer`. Allergens
 * repeat the parameter rather than joining with commas, which the URL would write as %2C.
 * Defaults are left out, so the plain list stays at /products and starts on All.
 */
const PARAM = {
  category: 'category',
  vegOnly: 'veg',
  exclude: 'exclude',
  sort: 'sort',
  search: 'q',
} as const;

/** The URL parameters the list reads: a link with any of them asks for another list than the plain one. */
export const LIST_PARAMS: readonly string[] = Object.values(PARAM);

/**
 * A URL value as the list compares it: a link typed or shared by hand may say 'MILK', 'Peanuts',
 * 'tree-nuts' or 'protein_per_rupee'. Case, the spaces around, joins and one plural 's' go.
 */
const looseValue = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/s$/, '');

/** The one of `values` a URL value names, however loosely written; undefined for none. */
function named<T extends string>(values: readonly T[], value: string | null): T | undefined {
  if (value === null) return undefined;
  const wanted = looseValue(value);
  return values.find((known) => looseValue(known) === wanted);
}

const CATEGORIES = PRODUCT_TABS.map((tab) => tab.value);
export const isSort = (value: string | null): value is Sort =>
  value !== null && (SORTS as readonly string[]).includes(value);

/**
 * The query a URL asks for; anything unknown (a mistyped link) falls back to the default.
 * Allergens may also come comma-separated in one parameter ('exclude=milk,peanut').
 */
export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const excluded = params
    .getAll(PARAM.exclude)
    .flatMap((value) => value.split(','))
    .map((value) => named(ALLERGENS, value));
  return {
    category: named(CATEGORIES, params.get(PARAM.category)) ?? DEFAULT_QUERY.category,
    vegOnly: params.get(PARAM.vegOnly) === '1',
    exclude: ALLERGENS.filter((allergen) => excluded.includes(allergen)),
    sort: named(SORTS, params.get(PARAM.sort)) ?? DEFAULT_QUERY.sort,
    search: params.get(PARAM.search) ?? DEFAULT_QUERY.search,
  };
}

/**
 * The URL parameters for a query, over `current`: parameters that are not the list's own (a
 * campaign tag, say) are kept.
 */
export function writeCatalogueQuery(
  current: URLSearchParams,
  query: CatalogueQuery,
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (query.category !== DEFAULT_QUERY.category) params.set(PARAM.category, query.category);
  if (query.vegOnly) params.set(PARAM.vegOnly, '1');
  for (const allergen of query.exclude) params.append(PARAM.exclude, allergen);
  if (query.sort !== DEFAULT_QUERY.sort) params.set(PARAM.sort, query.sort);
  if (query.search !== '') params.set(PARAM.search, query.search);
  return params;
}

/**
 * Whether the shopper narrowed the list beyond its category tab. An order alone narrows nothing:
 * an empty tab under 'Most protein' is simply empty.
 */
export const hasFilters = ({ vegOnly, exclude, search }: CatalogueQuery): boolean =>
  vegOnly || exclude.length > 0 || search.trim() !== '';
