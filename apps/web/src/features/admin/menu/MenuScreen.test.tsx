import type { Product, Role } from '@gymfuel/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFailure, makeUser, storeSessionOf } from '../../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../../test/fetch-stub';
import { makeNutrition, makeProduct } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// 4 × 25 + 4 × 40 + 9 × 8 = 332 kcal from the macros: 340 is within 15% of it.
const lassi = makeProduct('Shakes', 'Mango Whey Lassi', 249, {
  nutrition: makeNutrition({
    servingSize: '350 ml',
    kcal: 340,
    protein: 25,
    carbs: 40,
    fat: 8,
    fibre: 2,
    sugar: 30,
    sodium: 120,
  }),
  diet: 'veg',
  allergens: ['milk', 'tree nuts'],
  ingredients: 'Curd (milk), mango, whey protein (milk), almonds',
});
const lassiWithArt: Product = { ...lassi, imageUrl: '/art/1f96d.webp' };
const bowl = makeProduct('Meals', 'Quinoa Power Bowl', 299);
const soldOutChaat: Product = {
  ...makeProduct('Appetizer', 'Sweet Potato Chaat', 149),
  available: false,
};

/** The catalogue the stubbed server holds; a save stores the product there, as the API does. */
let catalogue: Product[] = [];

/** The server's answer to a save: the product as stored, which /getproducts lists from then on. */
const saved = (product: Product) => (): StubReply => {
  const known = catalogue.some(({ _id }) => _id === product._id);
  catalogue = known
    ? catalogue.map((stored) => (stored._id === product._id ? product : stored))
    : [...catalogue, product];
  return { body: { success: true, data: product } };
};

function openMenu(
  routes: Record<string, StubReply | (() => StubReply)> = {},
  role: Role = 'owner',
) {
  catalogue = [lassiWithArt, bowl, soldOutChaat];
  const calls = stubApi({
    'POST /getuser': storeSessionOf(makeUser({ role })),
    'GET /getproducts': () => ({ body: catalogue }),
    ...routes,
  });
  const app = renderApp('/admin/menu');
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { ...app, callsTo };
}

const rowOf = (title: string) => within(screen.getByRole('listitem', { name: title }));

/**
 * Replaces a field's text in one change event. The form re-renders its 48 pictures on every
 * event, so typing key by key would make these tests slow without testing anything more.
 */
function enter(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

async function fillNewProduct(user: ReturnType<typeof openMenu>['user']) {
  await user.click(screen.getByRole('button', { name: 'New product' }));
  const form = within(await screen.findByRole('form', { name: 'New product' }));
  const typed: [string, string][] = [
    ['Title', 'Paneer Protein Wrap'],
    ['Price (₹)', '229'],
    ['Description', 'Grilled paneer in a whole-wheat wrap.'],
    ['Serving size', '280 g'],
    // 4 × 28 + 4 × 35 + 9 × 14 = 378 kcal from the macros.
    ['Energy (kcal)', '380'],
    ['Protein (g)', '28'],
    ['Carbohydrate (g)', '35'],
    ['Fat (g)', '14'],
    ['Fibre (g)', '5'],
    ['Sugar (g)', '4.5'],
    ['Sodium (mg)', '610'],
    ['Ingredients', 'Wheat flour (gluten), paneer (milk)'],
  ];
  for (const [label, text] of typed) enter(form.getByLabelText(label), text);
  fireEvent.change(form.getByLabelText('Category'), { target: { value: 'Meals' } });
  fireEvent.click(form.getByAltText('🌯'));
  fireEvent.click(form.getByLabelText('Veg'));
  // Ticked out of FSSAI's order.
  fireEvent.click(form.getByLabelText('Milk'));
  fireEvent.click(form.getByLabelText('Gluten'));
  return form;
}

const wrapDraft = {
  title: 'Paneer Protein Wrap',
  description: 'Grilled paneer in a whole-wheat wrap.',
  category: 'Meals',
  price: 229,
  art: '1f32f',
  nutrition: {
    servingSize: '280 g',
    kcal: 380,
    protein: 28,
    carbs: 35,
    fat: 14,
    fibre: 5,
    sugar: 4.5,
    sodium: 610,
  },
  diet: 'veg',
  // Ticked milk first: sent in FSSAI's order.
  allergens: ['gluten', 'milk'],
  ingredients: 'Wheat flour (gluten), paneer (milk)',
};
const wrap: Product = {
  ...makeProduct('Meals', 'Paneer Protein Wrap', 229),
  ...wrapDraft,
  category: 'Meals',
  diet: 'veg',
  allergens: ['gluten', 'milk'],
  imageUrl: '/art/1f32f.webp',
};

describe('the Menu screen (/admin/menu)', () => {
  beforeEach(() => window.localStorage.clear());

  it('lists every product, sold out ones marked, with an Available switch and Edit each', async () => {
    openMenu();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Mango Whey Lassi' })).toBeInTheDocument();

    expect(rowOf('Mango Whey Lassi').getByText('Shakes · ₹249.00')).toBeInTheDocument();
    expect(rowOf('Mango Whey Lassi').getByRole('switch', { name: 'Available' })).toBeChecked();
    expect(rowOf('Mango Whey Lassi').queryByText('Sold out')).not.toBeInTheDocument();
    expect(
      rowOf('Sweet Potato Chaat').getByRole('switch', { name: 'Available' }),
    ).not.toBeChecked();
    expect(rowOf('Sweet Potato Chaat').getByText('Sold out')).toBeInTheDocument();
    expect(
      rowOf('Quinoa Power Bowl').getByRole('button', { name: 'Edit' }),
    ).toHaveAccessibleDescription('Quinoa Power Bowl');
  });

  it('is the 404 page for staff: the menu is the owner’s', async () => {
    openMenu({}, 'staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops, something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Menu' })).not.toBeInTheDocument();
  });

  it('searches by title or category, in any case', async () => {
    const { user } = openMenu();
    await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
    const search = screen.getByLabelText('Search products');

    const list = within(screen.getByRole('region', { name: 'Products' }));
    await user.type(search, 'QUINOA');
    expect(list.getAllByRole('listitem')).toHaveLength(1);
    expect(list.getByRole('listitem', { name: 'Quinoa Power Bowl' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'appetizer');
    expect(screen.getByRole('listitem', { name: 'Sweet Potato Chaat' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Mango Whey Lassi' })).not.toBeInTheDocument();

    // As each product's line names its category: 'Appetizers', where the contract says 'Appetizer'.
    await user.clear(search);
    await user.type(search, 'Appetizers');
    expect(screen.getByRole('listitem', { name: 'Sweet Potato Chaat' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Mango Whey Lassi' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'pizza');
    expect(screen.getByText('No products match “pizza”.')).toBeInTheDocument();
  });

  describe('New product', () => {
    it('sends every field as the contract reads it and shows the product added', async () => {
      const { user, callsTo } = openMenu({ 'POST /admin/products': saved(wrap) });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      await user.click(form.getByRole('button', { name: 'Add product' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Added Paneer Protein Wrap to the menu.',
      );
      expect(callsTo('POST', '/admin/products').map((call) => call.body)).toEqual([wrapDraft]);
      expect(screen.queryByRole('form', { name: 'New product' })).not.toBeInTheDocument();
      expect(screen.getByRole('listitem', { name: 'Paneer Protein Wrap' })).toBeInTheDocument();
    });

    it('shows the packaged art to choose from, each choice a picture', async () => {
      const { user } = openMenu();
      await user.click(await screen.findByRole('button', { name: 'New product' }));
      const picture = within(await screen.findByRole('group', { name: 'Picture' }));
      const choices = picture.getAllByRole('radio');
      expect(choices).toHaveLength(48);
      expect(picture.getByRole('img', { name: '🥭' })).toHaveAttribute('src', '/art/1f96d.webp');
    });

    it('names every missing field before sending anything, and focuses the first', async () => {
      const { user, callsTo } = openMenu();
      await user.click(await screen.findByRole('button', { name: 'New product' }));
      const form = within(await screen.findByRole('form', { name: 'New product' }));
      await user.click(form.getByRole('button', { name: 'Add product' }));

      for (const message of [
        'Title is required',
        'Description is required',
        'Category is required',
        'Price (₹) must be a number',
        'Choose one of the pictures',
        'Energy (kcal) is required',
        'Protein (g) is required',
        'Sodium (mg) is required',
        'Diet is required',
      ]) {
        expect(form.getByText(message)).toBeInTheDocument();
      }
      expect(form.getByLabelText('Title')).toHaveFocus();
      expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
      expect(callsTo('POST', '/admin/products')).toHaveLength(0);
    });

    it.each([
      ['Price (₹)', '0', 'Price (₹) must be at least ₹1'],
      ['Price (₹)', '249.5', 'Price (₹) must be whole rupees'],
      ['Serving size', '280', "Serving size must read like '350 ml' or '320 g'"],
      ['Protein (g)', '28.25', 'Protein (g) must have at most one decimal'],
      ['Sodium (mg)', '610.5', 'Sodium (mg) must be a whole number'],
      // Sugars and fibre are each part of the 35 g of carbohydrate.
      ['Sugar (g)', '35.1', 'Sugar (g) must be at most the carbohydrate (35 g)'],
      ['Fibre (g)', '35.5', 'Fibre (g) must be at most the carbohydrate (35 g)'],
    ])('names a bad %s (%s) at its field', async (label, typed, message) => {
      const { user, callsTo } = openMenu();
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      enter(form.getByLabelText(label), typed);
      await user.click(form.getByRole('button', { name: 'Add product' }));

      expect(form.getByLabelText(label)).toHaveAccessibleDescription(message);
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(callsTo('POST', '/admin/products')).toHaveLength(0);
    });

    it('checks that the energy agrees with the macros, naming the figure they give', async () => {
      const { user, callsTo } = openMenu();
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      // 378 kcal from the macros: 15% either side is 321.3 to 434.7.
      enter(form.getByLabelText('Energy (kcal)'), '500');
      await user.click(form.getByRole('button', { name: 'Add product' }));

      expect(form.getByLabelText('Energy (kcal)')).toHaveAccessibleDescription(
        'Energy must be within 15% of 378 kcal (4 × protein + 4 × carbs + 9 × fat)',
      );
      expect(form.getByLabelText('Energy (kcal)')).toHaveFocus();
      expect(callsTo('POST', '/admin/products')).toHaveLength(0);

      enter(form.getByLabelText('Energy (kcal)'), '430');
      expect(form.getByLabelText('Energy (kcal)')).not.toHaveAttribute('aria-invalid');
    });

    it('refuses the Veg mark for a product declaring egg, naming it at Diet', async () => {
      const { user, callsTo } = openMenu();
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      fireEvent.click(form.getByLabelText('Egg'));
      await user.click(form.getByRole('button', { name: 'Add product' }));

      expect(form.getByRole('group', { name: 'Diet' })).toHaveAccessibleDescription(
        'Diet must be Contains egg or Non-veg with egg among the allergens',
      );
      expect(callsTo('POST', '/admin/products')).toHaveLength(0);
    });

    it('shows the server’s refusal of a title already on the menu, keeping what was typed', async () => {
      const { user } = openMenu({
        'POST /admin/products': apiFailure(
          409,
          'CONFLICT',
          'A product with this title already exists',
        ),
      });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      await user.click(form.getByRole('button', { name: 'Add product' }));

      expect(await form.findByRole('alert')).toHaveTextContent(
        'A product with this title already exists',
      );
      expect(form.getByLabelText('Title')).toHaveValue('Paneer Protein Wrap');
    });

    it('shows a field the server refused at that field', async () => {
      const { user } = openMenu({
        'POST /admin/products': {
          status: 400,
          body: {
            success: false,
            code: 'BAD_REQUEST',
            message:
              'nutrition.kcal: Energy must be within 15% of 378 kcal (4 × protein + 4 × carbs + 9 × fat)',
            details: [
              {
                path: 'nutrition.kcal',
                message:
                  'Energy must be within 15% of 378 kcal (4 × protein + 4 × carbs + 9 × fat)',
              },
            ],
          },
        },
      });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      await user.click(form.getByRole('button', { name: 'Add product' }));

      await waitFor(() =>
        expect(form.getByLabelText('Energy (kcal)')).toHaveAccessibleDescription(
          'Energy must be within 15% of 378 kcal (4 × protein + 4 × carbs + 9 × fat)',
        ),
      );
      expect(form.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('sends one request for a double click, the button saying so meanwhile', async () => {
      const { user, callsTo } = openMenu({ 'POST /admin/products': saved(wrap) });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      const form = await fillNewProduct(user);
      const release = holdRequests('/admin/products');
      const button = form.getByRole('button', { name: 'Add product' });
      fireEvent.click(button);
      fireEvent.click(button);
      await waitFor(() => expect(button).toBeDisabled());
      expect(button).toHaveTextContent('Saving…');
      release();

      expect(await screen.findByRole('status')).toHaveTextContent('Added Paneer Protein Wrap');
      expect(callsTo('POST', '/admin/products')).toHaveLength(1);
    });
  });

  describe('Edit', () => {
    it('opens the same form filled in, and saves the whole product with PUT', async () => {
      const edited = { ...lassiWithArt, price: 259 };
      const { user, callsTo } = openMenu({ [`PUT /admin/products/${lassi._id}`]: saved(edited) });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      await user.click(rowOf('Mango Whey Lassi').getByRole('button', { name: 'Edit' }));

      const form = within(await screen.findByRole('form', { name: 'Edit Mango Whey Lassi' }));
      expect(form.getByLabelText('Title')).toHaveValue('Mango Whey Lassi');
      expect(form.getByLabelText('Category')).toHaveValue('Shakes');
      expect(form.getByLabelText('Price (₹)')).toHaveValue(249);
      expect(form.getByRole('radio', { name: '🥭' })).toBeChecked();
      expect(form.getByLabelText('Energy (kcal)')).toHaveValue(340);
      expect(form.getByRole('radio', { name: 'Veg' })).toBeChecked();
      expect(form.getByRole('checkbox', { name: 'Tree nuts' })).toBeChecked();
      expect(form.getByRole('checkbox', { name: 'Egg' })).not.toBeChecked();

      enter(form.getByLabelText('Price (₹)'), '259');
      await user.click(form.getByRole('button', { name: 'Save changes' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Saved Mango Whey Lassi.');
      expect(callsTo('PUT', `/admin/products/${lassi._id}`).map((call) => call.body)).toEqual([
        {
          title: 'Mango Whey Lassi',
          description: lassi.description,
          category: 'Shakes',
          price: 259,
          art: '1f96d',
          nutrition: lassi.nutrition,
          diet: 'veg',
          allergens: ['milk', 'tree nuts'],
          ingredients: 'Curd (milk), mango, whey protein (milk), almonds',
          version: 0,
        },
      ]);
      expect(rowOf('Mango Whey Lassi').getByText('Shakes · ₹259.00')).toBeInTheDocument();
    });

    it('says when someone else saved the product meanwhile, and reloads it keeping what was typed in sight', async () => {
      // Another owner saved a new price and description while this form was open.
      const theirs: Product = {
        ...lassiWithArt,
        price: 279,
        description: 'Now with saffron.',
        version: 1,
      };
      const mine = { ...lassiWithArt, price: 259, version: 2 };
      let stored = 0;
      const { user, callsTo } = openMenu({
        [`PUT /admin/products/${lassi._id}`]: () => {
          stored += 1;
          if (stored === 1) {
            catalogue = [theirs, bowl, soldOutChaat];
            return apiFailure(
              409,
              'CONFLICT',
              'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
            );
          }
          return saved(mine)();
        },
      });
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      await user.click(rowOf('Mango Whey Lassi').getByRole('button', { name: 'Edit' }));
      const form = within(await screen.findByRole('form', { name: 'Edit Mango Whey Lassi' }));
      enter(form.getByLabelText('Price (₹)'), '259');
      await user.click(form.getByRole('button', { name: 'Save changes' }));

      expect(await form.findByRole('alert')).toHaveTextContent(
        'Someone else saved this after you opened it. Reload it to see their changes, then make yours again.',
      );
      // What was typed is still in the form; nothing is saved until the operator reloads.
      expect(form.getByLabelText('Price (₹)')).toHaveValue(259);
      expect(form.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();

      await user.click(form.getByRole('button', { name: 'Reload product' }));
      const note = await form.findByRole('status');
      expect(note).toHaveTextContent(
        'The form now shows the product as last saved. What you had typed, not saved:',
      );
      expect(
        within(note)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Description: Mango Whey Lassi: freshly made and protein-rich.',
        'Price (₹): 259',
      ]);
      expect(form.getByLabelText('Price (₹)')).toHaveValue(279);
      expect(form.getByLabelText('Description')).toHaveValue('Now with saffron.');

      enter(form.getByLabelText('Price (₹)'), '259');
      await user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Saved Mango Whey Lassi.');
      expect(
        callsTo('PUT', `/admin/products/${lassi._id}`).map(
          (call) => (call.body as { version: number }).version,
        ),
      ).toEqual([0, 1]);
    });

    it('asks for a picture when the stored image is not packaged art', async () => {
      const { user } = openMenu({
        'GET /getproducts': { body: [{ ...lassi, imageUrl: 'https://example.com/lassi.png' }] },
      });
      await user.click(
        within(await screen.findByRole('listitem', { name: 'Mango Whey Lassi' })).getByRole(
          'button',
          { name: 'Edit' },
        ),
      );
      const form = within(await screen.findByRole('form', { name: 'Edit Mango Whey Lassi' }));
      await user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(form.getByText('Choose one of the pictures')).toBeInTheDocument();
    });

    it('closes without sending anything on Cancel', async () => {
      const { user, callsTo } = openMenu();
      await screen.findByRole('listitem', { name: 'Mango Whey Lassi' });
      await user.click(rowOf('Quinoa Power Bowl').getByRole('button', { name: 'Edit' }));
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(callsTo('PUT', `/admin/products/${bowl._id}`)).toHaveLength(0);
    });
  });

  describe('the Available switch', () => {
    it('marks a product sold out with one PUT, and says so', async () => {
      const { user, callsTo } = openMenu({
        [`PUT /admin/products/${bowl._id}/availability`]: saved({ ...bowl, available: false }),
      });
      await screen.findByRole('listitem', { name: 'Quinoa Power Bowl' });
      await user.click(rowOf('Quinoa Power Bowl').getByRole('switch', { name: 'Available' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Quinoa Power Bowl is sold out today.',
      );
      expect(
        rowOf('Quinoa Power Bowl').getByRole('switch', { name: 'Available' }),
      ).not.toBeChecked();
      expect(rowOf('Quinoa Power Bowl').getByText('Sold out')).toBeInTheDocument();
      expect(
        callsTo('PUT', `/admin/products/${bowl._id}/availability`).map((call) => call.body),
      ).toEqual([{ available: false }]);
    });

    it('puts a sold-out product back on sale', async () => {
      const { user } = openMenu({
        [`PUT /admin/products/${soldOutChaat._id}/availability`]: saved({
          ...soldOutChaat,
          available: true,
        }),
      });
      await screen.findByRole('listitem', { name: 'Sweet Potato Chaat' });
      await user.click(rowOf('Sweet Potato Chaat').getByRole('switch', { name: 'Available' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Sweet Potato Chaat is available again.',
      );
      expect(rowOf('Sweet Potato Chaat').queryByText('Sold out')).not.toBeInTheDocument();
    });

    it('shows the server’s refusal and leaves the switch as it was', async () => {
      const { user } = openMenu({
        [`PUT /admin/products/${bowl._id}/availability`]: apiFailure(
          403,
          'FORBIDDEN',
          'Only a GymFuel owner may do this',
        ),
      });
      await screen.findByRole('listitem', { name: 'Quinoa Power Bowl' });
      await user.click(rowOf('Quinoa Power Bowl').getByRole('switch', { name: 'Available' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Only a GymFuel owner may do this',
      );
      expect(rowOf('Quinoa Power Bowl').getByRole('switch', { name: 'Available' })).toBeChecked();
    });
  });
});
