import { makeCatalogue } from '../../test/fixtures';
import { appetizerEntrance, firstOfCategory, HOME_SECTION_SIZE } from './pick-home-products';

describe('firstOfCategory', () => {
  const catalogue = makeCatalogue();

  it('takes the first 4 products of the category, in catalogue order', () => {
    expect(firstOfCategory(catalogue, 'Meals').map((product) => product.title)).toEqual([
      'Meals 1',
      'Meals 2',
      'Meals 3',
      'Meals 4',
    ]);
  });

  it('takes all of a category with fewer than 4, and none of an absent one', () => {
    const few = catalogue.filter(
      (product) => product.title === 'Shakes 2' || product.category !== 'Shakes',
    );
    expect(firstOfCategory(few, 'Shakes').map((product) => product.title)).toEqual(['Shakes 2']);
    expect(firstOfCategory([], 'Smoothie')).toEqual([]);
    expect(HOME_SECTION_SIZE).toBe(4);
  });
});

describe('appetizerEntrance', () => {
  it('alternates right and left on wide screens', () => {
    expect([0, 1, 2, 3].map((index) => appetizerEntrance(index, false))).toEqual([
      'fade-right',
      'fade-left',
      'fade-right',
      'fade-left',
    ]);
  });

  it('uses one side for every card at 768 px or less', () => {
    expect(new Set([0, 1, 2, 3].map((index) => appetizerEntrance(index, true)))).toEqual(
      new Set(['fade-right']),
    );
  });
});
