import type { Product } from '@gymfuel/contracts';
import { makeProduct } from '../../test/fixtures';
import { buildSearchIndex, searchRanks } from './search-index';

const product = (title: string, description: string, ingredients = ''): Product => ({
  ...makeProduct('Shakes', title),
  description,
  ingredients,
});

const berryBlast = product(
  'Berry Blast',
  'Mixed berries and whey.',
  'Whey protein (milk), berry mix',
);
const blueberry = product('Blueberry Oat Shake', 'Oats and blueberries.', 'Milk, blueberry, oats');
const milkshake = product('Mango Milkshake', 'Thick and cold.', 'Milk, mango pulp');
const cooler = product('Citrus Cooler', 'With a strawberry swirl.', 'Orange, strawberry, ice');
const peanut = product('Peanut Power Bowl', 'Crunchy.', 'Peanut butter, rice');
const menu = [berryBlast, blueberry, milkshake, cooler, peanut];

/** The titles found, each with its rank, in menu order. */
function found(search: string): [string, number][] {
  const ranks = searchRanks(buildSearchIndex(menu), search) ?? new Map<string, number>();
  return menu
    .filter((item) => ranks.has(item._id))
    .map((item) => [item.title, ranks.get(item._id) ?? -1]);
}

describe('search index', () => {
  it('finds a word inside a longer one, ranking a whole title word first', () => {
    // 0: a word of the title; 1: inside a title word; 3: inside a word of the description only.
    expect(found('berry')).toEqual([
      ['Berry Blast', 0],
      ['Blueberry Oat Shake', 1],
      ['Citrus Cooler', 3],
    ]);
    expect(found('shake')).toEqual([
      ['Blueberry Oat Shake', 0],
      ['Mango Milkshake', 1],
    ]);
  });

  it('finds a half-typed inner word and combines it with the other words typed', () => {
    expect(found('berr')).toEqual([
      ['Berry Blast', 0],
      ['Blueberry Oat Shake', 1],
      ['Citrus Cooler', 3],
    ]);
    expect(found('mango shake')).toEqual([['Mango Milkshake', 0]]);
    expect(found('SHAKE oat')).toEqual([['Blueberry Oat Shake', 0]]);
  });

  it('keeps forgiving typos in whole words', () => {
    expect(found('bluebery')).toEqual([['Blueberry Oat Shake', 0]]);
    expect(found('milkshaek')).toEqual([['Mango Milkshake', 0]]);
  });

  it('forgives no typo inside a word, and matches inside only from 4 letters', () => {
    // 'cake' is one letter from 'hake' inside Milkshake; 'nut' and 'ice' sit inside Peanut and Rice.
    expect(found('cake')).toEqual([]);
    expect(found('shaek')).toEqual([]);
    expect(found('nut')).toEqual([]);
    expect(found('anut')).toEqual([['Peanut Power Bowl', 1]]);
  });

  it('answers null for an empty search and no match for a search with no word', () => {
    expect(searchRanks(buildSearchIndex(menu), '  ')).toBeNull();
    expect(found('💪')).toEqual([]);
  });
});
