import { screen, within } from '@testing-library/react';
import type { Product } from '@gymfuel/contracts';
import { stubApi } from '../../test/fetch-stub';
import { makeNutrition, makeProduct } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const FSSAI_LINE =
  'An average active adult requires 2,000 kcal energy per day, however, calorie needs may vary.';

const shake = makeProduct('Shakes', 'Peanut Power Shake', 249, {
  nutrition: makeNutrition({
    servingSize: '350 ml',
    kcal: 330,
    protein: 24,
    carbs: 20,
    fat: 16,
    fibre: 2.5,
    sugar: 6,
    sodium: 1200,
  }),
  diet: 'veg',
  // Out of FSSAI's order on purpose: the page puts milk before peanut.
  allergens: ['peanut', 'milk'],
  ingredients: 'Milk, peanut butter, whey protein (milk), banana',
});
const omelette = makeProduct('Meals', 'Masala Omelette Plate', 199, {
  nutrition: makeNutrition(),
  diet: 'egg',
  allergens: [],
  ingredients: 'Eggs, onion, tomato, coriander',
});
const nutBowl = makeProduct('Meals', 'Chicken Cashew Bowl', 349, {
  nutrition: makeNutrition(),
  diet: 'non-veg',
  allergens: ['tree nuts', 'gluten'],
});
const unlabelled = makeProduct('Meals', 'Chef’s Special', 299);

async function openProduct(product: Product) {
  stubApi({ 'GET /getproducts': { body: [shake, omelette, nutBowl, unlabelled] } });
  renderApp(`/product/${product._id}`);
  await screen.findByRole('heading', { level: 1, name: product.title });
}

const panel = () => screen.getByRole('region', { name: 'Nutrition per serving (350 ml)' });

describe('product nutrition', () => {
  it('heads the panel with the serving size and lists the label’s rows', async () => {
    await openProduct(shake);
    const expected = [
      'Energy 330 kcal',
      'Protein 24 g',
      'Carbohydrates 20 g',
      'Fat 16 g',
      'Fibre 2.5 g',
      'Sugar 6 g',
      'Sodium 1,200 mg',
    ];
    const rows = within(panel()).getAllByRole('row');
    expect(rows).toHaveLength(expected.length);
    expected.forEach((name, index) => expect(rows[index]).toHaveAccessibleName(name));
    expect(within(panel()).getByRole('rowheader', { name: 'Energy' })).toBeInTheDocument();
  });

  it('shows what share of the energy comes from protein, carbohydrates and fat', async () => {
    await openProduct(shake);
    // 24 g × 4 = 96, 20 g × 4 = 80 and 16 g × 9 = 144 kcal: 320 in all.
    const bars = within(
      within(panel()).getByRole('group', { name: 'Where the energy comes from' }),
    );
    expect(bars.getAllByRole('meter')).toHaveLength(3);
    expect(bars.getByRole('meter', { name: 'Protein' })).toHaveAttribute('aria-valuenow', '30');
    expect(bars.getByRole('meter', { name: 'Carbohydrates' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(bars.getByRole('meter', { name: 'Fat' })).toHaveAttribute('aria-valuenow', '45');
    expect(bars.getByRole('meter', { name: 'Fat' })).toHaveAttribute(
      'aria-valuetext',
      '45% of the energy',
    );
    expect(bars.getByText('30%')).toBeInTheDocument();
    expect(bars.getByText('25%')).toBeInTheDocument();
    expect(bars.getByText('45%')).toBeInTheDocument();
  });

  it('names the allergens in FSSAI’s order, then the ingredients and FSSAI’s energy line', async () => {
    await openProduct(shake);
    expect(screen.getByText('Contains: Milk, Peanut')).toBeInTheDocument();
    expect(
      screen.getByText('Ingredients: Milk, peanut butter, whey protein (milk), banana'),
    ).toBeInTheDocument();
    expect(screen.getByText(FSSAI_LINE)).toBeInTheDocument();
  });

  it('capitalises allergens of two words', async () => {
    await openProduct(nutBowl);
    expect(screen.getByText('Contains: Gluten, Tree nuts')).toBeInTheDocument();
  });

  it('says No declared allergens for a labelled product without any', async () => {
    await openProduct(omelette);
    expect(screen.getByText('No declared allergens')).toBeInTheDocument();
    expect(screen.queryByText(/^Contains:/)).not.toBeInTheDocument();
  });

  it.each([
    ['a veg product', shake, 'Veg'],
    ['a product with egg', omelette, 'Contains egg'],
    ['a non-veg product', nutBowl, 'Non-veg'],
  ])('shows the diet mark of %s beside the title', async (_what, product, name) => {
    await openProduct(product);
    const article = screen.getByRole('article', { name: product.title });
    expect(within(article).getByRole('img', { name })).toBeInTheDocument();
    // Beside the title, not in it: the heading still names only the product.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(product.title);
  });

  it('shows no figures, allergen line or FSSAI line for a product without a label', async () => {
    await openProduct(unlabelled);
    expect(
      screen.queryByRole('heading', { name: /Nutrition per serving/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No declared allergens')).not.toBeInTheDocument();
    expect(screen.queryByText(FSSAI_LINE)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Veg|Non-veg|Contains egg/ })).not.toBeInTheDocument();
    expect(screen.getByText('₹299')).toBeInTheDocument();
  });
});
