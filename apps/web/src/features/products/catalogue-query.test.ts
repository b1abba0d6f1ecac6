import { DEFAULT_QUERY, readCatalogueQuery, writeCatalogueQuery } from './catalogue-query';

const read = (search: string) => readCatalogueQuery(new URLSearchParams(search));

describe('the product list’s URL', () => {
  it('reads every part of the query', () => {
    expect(
      read('category=Meals&veg=1&exclude=peanut&exclude=milk&sort=protein-per-rupee&q=paner'),
    ).toEqual({
      category: 'Meals',
      vegOnly: true,
      // In FSSAI's order, whatever the link's.
      exclude: ['milk', 'peanut'],
      sort: 'protein-per-rupee',
      search: 'paner',
    });
  });

  it('falls back to the defaults for an empty or mistyped query', () => {
    expect(read('')).toEqual(DEFAULT_QUERY);
    expect(read('category=Pizza&veg=yes&exclude=nuts&sort=cheapest')).toEqual(DEFAULT_QUERY);
  });

  it('reads values written in another case, with joins, plurals or commas', () => {
    expect(
      read(
        'category=meals&exclude=MILK&exclude=Peanuts&exclude=tree-nuts,%20Eggs&sort=PROTEIN_PER_RUPEE',
      ),
    ).toEqual({
      category: 'Meals',
      vegOnly: false,
      exclude: ['milk', 'egg', 'peanut', 'tree nuts'],
      sort: 'protein-per-rupee',
      search: '',
    });
    expect(read('category=Appetizers&exclude=Tree+Nut&exclude=milk&exclude=milk')).toEqual({
      ...DEFAULT_QUERY,
      category: 'Appetizer',
      exclude: ['milk', 'tree nuts'],
    });
    // A repeated parameter other than exclude: the first counts.
    expect(read('sort=calories&sort=price&q=oats&q=whey')).toEqual({
      ...DEFAULT_QUERY,
      sort: 'calories',
      search: 'oats',
    });
  });

  it('writes only what differs from the defaults, allergens as repeated parameters', () => {
    const params = writeCatalogueQuery(new URLSearchParams(), {
      category: 'Appetizer',
      vegOnly: true,
      exclude: ['milk', 'tree nuts'],
      sort: 'calories',
      search: 'paneer tikka',
    });
    expect(params.toString()).toBe(
      'category=Appetizer&veg=1&exclude=milk&exclude=tree+nuts&sort=calories&q=paneer+tikka',
    );
    expect(writeCatalogueQuery(new URLSearchParams(), DEFAULT_QUERY).toString()).toBe('');
  });

  it('keeps parameters that are not the list’s own', () => {
    const params = writeCatalogueQuery(new URLSearchParams('utm_source=flyer&veg=1'), {
      ...DEFAULT_QUERY,
      sort: 'price',
    });
    expect(params.toString()).toBe('utm_source=flyer&sort=price');
  });
});
