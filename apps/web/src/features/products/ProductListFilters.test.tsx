import { act, screen, within } from '@testing-library/react';
import { stubApi } from '../../test/fetch-stub';
import { makeNutrition, makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/**
 * A small menu with hand-picked labels. Protein per ₹100 by hand: paneer 2400/249 = 9.6, chicken
 * 3200/299 = 10.7, shake 2400/199 = 12.1, wrap 2800/179 = 15.6, mango 600/149 = 4.0.
 */
const paneer = makeProduct('Appetizer', 'Paneer Tikka Skewers', 249, {
  nutrition: makeNutrition({ protein: 24, kcal: 330 }),
  diet: 'veg',
  allergens: ['milk'],
  ingredients: 'Paneer (milk), bell peppers, onion, hung curd (milk)',
});
const chicken = makeProduct('Appetizer', 'Chicken Tikka Bites', 299, {
  nutrition: makeNutrition({ protein: 32, kcal: 280 }),
  diet: 'non-veg',
  allergens: ['milk'],
  ingredients: 'Chicken, yogurt (milk), tikka masala',
});
const shake = makeProduct('Shakes', 'Peanut Power Shake', 199, {
  nutrition: makeNutrition({ protein: 24, kcal: 420 }),
  diet: 'veg',
  allergens: ['milk', 'peanut'],
  ingredients: 'Milk, peanut butter, banana',
});
const wrap = makeProduct('Meals', 'Egg White Wrap', 179, {
  nutrition: makeNutrition({ protein: 28, kcal: 360 }),
  diet: 'egg',
  allergens: ['gluten', 'egg'],
  ingredients: 'Egg whites, wholewheat tortilla (gluten), spinach',
});
const mango = makeProduct('Smoothie', 'Mango Cooler', 149, {
  nutrition: makeNutrition({ protein: 6, kcal: 210 }),
  diet: 'veg',
  allergens: [],
  ingredients: 'Mango, coconut water, chia seeds',
});
/** Named with accents, as a menu may well spell it. */
const acaiBowl = makeProduct('Smoothie', 'Açaí Berry Bowl', 229, {
  nutrition: makeNutrition({ protein: 22, kcal: 300 }),
  diet: 'veg',
  allergens: ['milk'],
  ingredients: 'Açaí, banana, whey protein (milk)',
});
/** Not labelled yet: no figures, last in every nutrition sort. */
const special = makeProduct('Meals', 'Chef Special', 99);
const menu = [paneer, chicken, shake, wrap, mango, special];

const titles = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const card = (title: string) => within(screen.getByRole('article', { name: title }));
const searchParams = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

async function openProducts(path = '/products') {
  stubApi({ 'GET /getproducts': { body: menu } });
  const app = renderApp(path);
  // The count shows once the catalogue is in, whatever the URL filters out.
  await screen.findByText(/^\d+ products?$/);
  return app;
}

const vegOnly = () => screen.getByRole('checkbox', { name: 'Veg only' });
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' });
const search = () => screen.getByRole('searchbox', { name: 'Search' });
const allergens = () => within(screen.getByRole('group', { name: 'Exclude allergens' }));

describe('product list filters', () => {
  it('shows every product in catalogue order with nothing chosen', async () => {
    await openProducts();
    expect(vegOnly()).not.toBeChecked();
    expect(sortBy()).toHaveDisplayValue('Recommended');
    expect(search()).toHaveValue('');
    expect(titles()).toEqual([
      'Paneer Tikka Skewers',
      'Chicken Tikka Bites',
      'Peanut Power Shake',
      'Egg White Wrap',
      'Mango Cooler',
      'Chef Special',
    ]);
    expect(screen.getByText('6 products')).toHaveAttribute('role', 'status');
  });

  it('gives each card its protein, energy and diet mark, and none to an unlabelled one', async () => {
    await openProducts();
    expect(card('Paneer Tikka Skewers').getByText('24 g protein')).toBeInTheDocument();
    expect(card('Paneer Tikka Skewers').getByText('330 kcal')).toBeInTheDocument();
    expect(card('Paneer Tikka Skewers').getByRole('img', { name: 'Veg' })).toBeInTheDocument();
    expect(card('Chicken Tikka Bites').getByRole('img', { name: 'Non-veg' })).toBeInTheDocument();
    expect(card('Egg White Wrap').getByRole('img', { name: 'Contains egg' })).toBeInTheDocument();
    expect(card('Chef Special').queryByText(/protein$|kcal$/)).not.toBeInTheDocument();
    expect(card('Chef Special').queryByRole('img', { name: /Veg|egg/ })).not.toBeInTheDocument();
  });

  it('offers the five orders under Sort by', async () => {
    await openProducts();
    expect(
      within(sortBy())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Recommended',
      'Most protein',
      'Protein per ₹',
      'Fewest calories',
      'Price: low to high',
    ]);
  });

  it('keeps only veg products with Veg only', async () => {
    const { user, router } = await openProducts();
    await user.click(vegOnly());
    expect(titles()).toEqual(['Paneer Tikka Skewers', 'Peanut Power Shake', 'Mango Cooler']);
    expect(searchParams(router).get('veg')).toBe('1');

    await user.click(vegOnly());
    expect(titles()).toHaveLength(6);
    expect(searchParams(router).has('veg')).toBe(false);
  });

  it('leaves out products with an excluded allergen, and unlabelled ones (theirs are unknown)', async () => {
    const { user, router } = await openProducts();
    await user.click(screen.getByText('Exclude allergens', { selector: 'summary' }));
    await user.click(allergens().getByRole('checkbox', { name: 'Milk' }));
    expect(titles()).toEqual(['Egg White Wrap', 'Mango Cooler']);

    await user.click(allergens().getByRole('checkbox', { name: 'Gluten' }));
    expect(titles()).toEqual(['Mango Cooler']);
    // FSSAI's order, one parameter per allergen.
    expect(searchParams(router).getAll('exclude')).toEqual(['gluten', 'milk']);
  });

  it("names 'Exclude allergens' on screen once, so the text finds the control that opens it", async () => {
    const { user } = await openProducts();
    await user.click(screen.getByText('Exclude allergens'));
    expect(allergens().getAllByRole('checkbox')).toHaveLength(9);
  });

  it('offers every FSSAI allergen to exclude', async () => {
    await openProducts();
    expect(
      allergens()
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([
      'Gluten',
      'Crustacean',
      'Milk',
      'Egg',
      'Fish',
      'Peanut',
      'Tree nuts',
      'Soy',
      'Sulphite',
    ]);
  });

  it.each([
    [
      'Most protein',
      'protein',
      // 32, 28, 24 and 24 (paneer stays before the shake, as in the catalogue), 6, unlabelled.
      [
        'Chicken Tikka Bites',
        'Egg White Wrap',
        'Paneer Tikka Skewers',
        'Peanut Power Shake',
        'Mango Cooler',
        'Chef Special',
      ],
    ],
    [
      'Protein per ₹',
      'protein-per-rupee',
      // 15.6, 12.1, 10.7, 9.6 and 4.0 g per ₹100, then the unlabelled one.
      [
        'Egg White Wrap',
        'Peanut Power Shake',
        'Chicken Tikka Bites',
        'Paneer Tikka Skewers',
        'Mango Cooler',
        'Chef Special',
      ],
    ],
    [
      'Fewest calories',
      'calories',
      // 210, 280, 330, 360, 420 kcal, then the unlabelled one.
      [
        'Mango Cooler',
        'Chicken Tikka Bites',
        'Paneer Tikka Skewers',
        'Egg White Wrap',
        'Peanut Power Shake',
        'Chef Special',
      ],
    ],
    [
      'Price: low to high',
      'price',
      // ₹99, 149, 179, 199, 249, 299: every product has a price, labelled or not.
      [
        'Chef Special',
        'Mango Cooler',
        'Egg White Wrap',
        'Peanut Power Shake',
        'Paneer Tikka Skewers',
        'Chicken Tikka Bites',
      ],
    ],
  ])('sorts by %s (sort=%s)', async (label, value, expected) => {
    const { user, router } = await openProducts();
    await user.selectOptions(sortBy(), label);
    expect(titles()).toEqual(expected);
    expect(searchParams(router).get('sort')).toBe(value);

    await user.selectOptions(sortBy(), 'Recommended');
    expect(titles()[0]).toBe('Paneer Tikka Skewers');
    expect(searchParams(router).has('sort')).toBe(false);
  });

  it('shows each card’s grams of protein per ₹100 under the Protein per ₹ sort only', async () => {
    const { user } = await openProducts();
    expect(screen.queryByText(/per ₹100$/)).not.toBeInTheDocument();

    await user.selectOptions(sortBy(), 'Protein per ₹');
    expect(card('Peanut Power Shake').getByText('12.1 g per ₹100')).toBeInTheDocument();
    expect(card('Paneer Tikka Skewers').getByText('9.6 g per ₹100')).toBeInTheDocument();
    expect(card('Mango Cooler').getByText('4 g per ₹100')).toBeInTheDocument();
    expect(card('Chef Special').queryByText(/per ₹100$/)).not.toBeInTheDocument();

    await user.selectOptions(sortBy(), 'Most protein');
    expect(screen.queryByText(/per ₹100$/)).not.toBeInTheDocument();
  });

  it('finds paneer when searching for paner', async () => {
    const { user, router } = await openProducts();
    await user.type(search(), 'paner');
    expect(titles()).toEqual(['Paneer Tikka Skewers']);
    expect(searchParams(router).get('q')).toBe('paner');
    expect(search()).toHaveValue('paner');
  });

  it('forgives two swapped letters in a word of seven letters or more, like protien', async () => {
    const { user } = await openProducts();
    await user.type(search(), 'chikcen');
    expect(titles()).toEqual(['Chicken Tikka Bites']);
  });

  it('finds a word written with accents or in full-width letters as typed plainly', async () => {
    stubApi({ 'GET /getproducts': { body: [...menu, acaiBowl] } });
    const { user } = renderApp('/products');
    await screen.findByText('7 products');
    await user.type(search(), 'acai');
    expect(titles()).toEqual(['Açaí Berry Bowl']);

    await user.clear(search());
    await user.type(search(), 'ＰＡＮＥＥＲ');
    expect(titles()).toEqual(['Paneer Tikka Skewers']);
  });

  it('finds a word inside a longer one, listing it after a whole-word match', async () => {
    // Catalogue order: the milkshake before the shake whose title has 'shake' as a whole word.
    const milkshake = makeProduct('Shakes', 'Banana Milkshake', 179, {
      nutrition: makeNutrition({ protein: 22, kcal: 310 }),
      diet: 'veg',
      allergens: ['milk'],
      ingredients: 'Milk, banana, whey protein (milk)',
    });
    stubApi({ 'GET /getproducts': { body: [milkshake, ...menu, acaiBowl] } });
    const { user } = renderApp('/products');
    await screen.findByText('8 products');
    await user.type(search(), 'shake');
    expect(titles()).toEqual(['Peanut Power Shake', 'Banana Milkshake']);

    await user.clear(search());
    await user.type(search(), 'erry');
    expect(titles()).toEqual(['Açaí Berry Bowl']);
  });

  it('lists a title match above an ingredient match under Recommended, any other order as chosen', async () => {
    // Catalogue order: the cooler (coconut in its ingredients) before the shake (in its title).
    const coconutShake = makeProduct('Shakes', 'Coconut Protein Shake', 229, {
      nutrition: makeNutrition({ protein: 26, kcal: 320 }),
      diet: 'veg',
      allergens: ['milk'],
      ingredients: 'Milk, whey protein (milk), desiccated coconut',
    });
    stubApi({ 'GET /getproducts': { body: [...menu, coconutShake] } });
    const { user } = renderApp('/products');
    await screen.findByText('7 products');
    await user.type(search(), 'coconut');
    expect(titles()).toEqual(['Coconut Protein Shake', 'Mango Cooler']);

    // Both titles match (the chicken's ingredients too): the catalogue's order stays.
    await user.clear(search());
    await user.type(search(), 'tikka');
    expect(titles()).toEqual(['Paneer Tikka Skewers', 'Chicken Tikka Bites']);

    await user.clear(search());
    await user.type(search(), 'coconut');

    await user.selectOptions(sortBy(), 'Price: low to high');
    expect(titles()).toEqual(['Mango Cooler', 'Coconut Protein Shake']);
  });

  it.each([
    ['paneer 💪', ['Paneer Tikka Skewers']],
    ['peanut+banana', ['Peanut Power Shake']],
    ['(tikka) [chicken]', ['Chicken Tikka Bites']],
    ['chicken|tikka\\', ['Chicken Tikka Bites']],
    ['coconut water=', ['Mango Cooler']],
  ])('reads only letters and digits as words in the search %j', async (text, found) => {
    await openProducts(`/products?q=${encodeURIComponent(text)}`);
    expect(titles()).toEqual(found);
  });

  it.each(['.*', '💪', '(', '\\'])(
    'answers a search %j with no word in it with no match',
    async (text) => {
      await openProducts(`/products?q=${encodeURIComponent(text)}`);
      expect(screen.getByText('No products match these filters')).toBeInTheDocument();
    },
  );

  it('answers a pasted search of 70,000 letters with no match, not a broken page', async () => {
    await openProducts(`/products?q=${'x'.repeat(70_000)}`);
    expect(screen.getByText('No products match these filters')).toBeInTheDocument();
  });

  it('searches descriptions and ingredients too, every word having to match', async () => {
    const { user } = await openProducts();
    await user.type(search(), 'coconut');
    expect(titles()).toEqual(['Mango Cooler']);

    await user.clear(search());
    await user.type(search(), 'tikka chicken');
    expect(titles()).toEqual(['Chicken Tikka Bites']);
  });

  it('combines the filters, the sort and the search with the category tabs', async () => {
    const { user, router } = await openProducts();
    await user.click(screen.getByRole('tab', { name: 'Appetizers' }));
    expect(titles()).toEqual(['Paneer Tikka Skewers', 'Chicken Tikka Bites']);
    await user.selectOptions(sortBy(), 'Most protein');
    expect(titles()).toEqual(['Chicken Tikka Bites', 'Paneer Tikka Skewers']);
    await user.click(vegOnly());
    expect(titles()).toEqual(['Paneer Tikka Skewers']);

    // Another tab keeps the filters and the sort.
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(titles()).toEqual(['Paneer Tikka Skewers', 'Peanut Power Shake', 'Mango Cooler']);
    await user.click(screen.getByRole('tab', { name: 'Shakes' }));
    expect(titles()).toEqual(['Peanut Power Shake']);
    expect(searchParams(router).get('category')).toBe('Shakes');

    await user.type(search(), 'tikka');
    expect(screen.getByText('No products match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Appetizers' }));
    expect(titles()).toEqual(['Paneer Tikka Skewers']);
  });

  it('restores the tab, filters, sort and search from the URL', async () => {
    await openProducts('/products?category=Appetizer&veg=1&exclude=peanut&sort=protein&q=tikka');
    expect(screen.getByRole('tab', { name: 'Appetizers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(vegOnly()).toBeChecked();
    expect(sortBy()).toHaveDisplayValue('Most protein');
    expect(search()).toHaveValue('tikka');
    expect(allergens().getByRole('checkbox', { name: 'Peanut' })).toBeChecked();
    expect(allergens().getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
    expect(titles()).toEqual(['Paneer Tikka Skewers']);
  });

  it('writes every change into the URL, replacing the entry rather than adding one', async () => {
    const { user, router } = await openProducts();
    await user.click(vegOnly());
    await user.selectOptions(sortBy(), 'Protein per ₹');
    await user.click(screen.getByText('Exclude allergens', { selector: 'summary' }));
    await user.click(allergens().getByRole('checkbox', { name: 'Peanut' }));
    await user.type(search(), 'mango');

    expect(router.state.location.pathname).toBe('/products');
    const params = searchParams(router);
    expect(params.get('veg')).toBe('1');
    expect(params.get('sort')).toBe('protein-per-rupee');
    expect(params.getAll('exclude')).toEqual(['peanut']);
    expect(params.get('q')).toBe('mango');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(titles()).toEqual(['Mango Cooler']);
  });

  it('brings the same list back with Back from a product', async () => {
    const { user, router } = await openProducts();
    await user.click(vegOnly());
    await user.selectOptions(sortBy(), 'Fewest calories');
    await user.click(card('Mango Cooler').getByRole('button', { name: 'View more' }));
    await screen.findByRole('heading', { level: 1, name: 'Mango Cooler' });

    await act(() => router.navigate(-1));
    await screen.findByRole('heading', { level: 1, name: 'Our Products' });
    expect(vegOnly()).toBeChecked();
    expect(sortBy()).toHaveDisplayValue('Fewest calories');
    expect(titles()).toEqual(['Mango Cooler', 'Paneer Tikka Skewers', 'Peanut Power Shake']);
  });

  it('says No products match these filters and clears them, keeping the tab', async () => {
    const { user, router } = await openProducts('/products?category=Appetizer');
    await user.click(vegOnly());
    await user.selectOptions(sortBy(), 'Most protein');
    await user.type(search(), 'chicken');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No products match these filters')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toEqual(['Paneer Tikka Skewers', 'Chicken Tikka Bites']);
    expect(vegOnly()).not.toBeChecked();
    expect(sortBy()).toHaveDisplayValue('Recommended');
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Appetizers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(router.state.location.search).toBe('?category=Appetizer');
  });
});
