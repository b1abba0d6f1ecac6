import { clientConfigResponse } from '../../test/client-config';
import type { CartItem, Goals, Nutrition, Product, Summary } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import { makeUser, storeSessionOf } from '../../test/account-fixtures';
import { stubApi } from '../../test/fetch-stub';
import { maintainingGoals, makeProduct } from '../../test/fixtures';
import { deliveryAddress, deliverySlot } from '../../test/order-fixtures';
import { renderApp } from '../../test/render-app';
import { fakeShopApi, makeCartItem } from '../../test/shop-api';
import { setCheckoutAddress, setCheckoutSlot, startCheckout } from '../checkout/checkout-state';

const asha = makeUser();

/** A product with a label: only protein and energy matter here. */
function labelled(product: Product, protein: number, kcal: number): Product {
  const nutrition: Nutrition = {
    servingSize: '350 ml',
    kcal,
    protein,
    carbs: 30,
    fat: 10,
    fibre: 2,
    sugar: 12,
    sodium: 200,
  };
  return { ...product, nutrition, diet: 'veg' };
}

const shake = labelled(makeProduct('Shakes', 'Peanut Power Shake', 149), 24.5, 310);
const bowl = labelled(makeProduct('Meals', 'Quinoa Power Bowl', 329), 31.2, 420);
/** Added by hand before labels existed. */
const unlabelled = makeProduct('Appetizer', 'Masala Peanuts', 99);

const maintaining = maintainingGoals;

function openCart(cart: CartItem[], goals: Goals | null) {
  const api = fakeShopApi({ cart });
  stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [shake, bowl, unlabelled] },
    'GET /goals': { body: { success: true, data: goals } },
    ...api.routes,
  });
  return renderApp('/cart');
}

const summaryRegion = (name: string) => within(screen.getByRole('region', { name }));
const nutritionOf = async (region: string) => {
  const found = within(await screen.findByRole('region', { name: region }));
  const term = await found.findByText('Nutrition', { selector: 'dt' });
  return term.parentElement?.querySelector('dd');
};

// Whole-app renders: allow for a busy shared machine.
describe('the order’s nutrition', { timeout: 15_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('adds up the whole cart, quantities included, and offers to set goals when there are none', async () => {
    openCart([makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)], null);
    // 2 × 24.5 + 31.2 = 80.2 g; 2 × 310 + 420 = 1,040 kcal.
    expect(await nutritionOf('Order summary')).toHaveTextContent(/^Protein 80\.2 g · 1,040 kcal$/);
    expect(
      await summaryRegion('Order summary').findByRole('link', { name: 'Set your daily goals' }),
    ).toHaveAttribute('href', '/dashboard/goals');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('follows the quantity as it changes', async () => {
    const { user } = openCart([makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)], null);
    expect(await nutritionOf('Order summary')).toHaveTextContent('Protein 80.2 g · 1,040 kcal');
    await user.click(screen.getByRole('button', { name: 'One more Peanut Power Shake' }));
    // 3 × 24.5 + 31.2 = 104.7 g; 3 × 310 + 420 = 1,350 kcal.
    expect(await nutritionOf('Order summary')).toHaveTextContent('Protein 104.7 g · 1,350 kcal');
  });

  it('measures the order against the saved daily goals', async () => {
    openCart([makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)], maintaining);
    // 80.2 / 126 = 63.7% → 64%.
    const protein = await screen.findByRole('meter', {
      name: '80.2 g of your 126 g daily protein',
    });
    expect(protein).toHaveAttribute('aria-valuetext', '64%');
    expect(protein).toHaveAttribute('aria-valuenow', '64');
    expect(protein).toHaveAttribute('aria-valuemin', '0');
    expect(protein).toHaveAttribute('aria-valuemax', '100');
    // 1,040 / 2,590 = 40.2% → 40%.
    const energy = screen.getByRole('meter', {
      name: '1,040 kcal of your 2,590 kcal daily energy',
    });
    expect(energy).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.queryByRole('link', { name: 'Set your daily goals' })).not.toBeInTheDocument();
  });

  it('says by how much an order goes over a target, with the bar full', async () => {
    openCart([makeCartItem(asha, bowl, 5)], maintaining);
    // 5 × 31.2 = 156 g of 126 g = 123.8% → 124%; 5 × 420 = 2,100 of 2,590 kcal = 81.1% → 81%.
    const protein = await screen.findByRole('meter', {
      name: '156 g of your 126 g daily protein',
    });
    expect(protein).toHaveAttribute('aria-valuetext', '124%');
    expect(protein).toHaveAttribute('aria-valuenow', '100');
    expect(summaryRegion('Order summary').getByText('124%')).toBeVisible();
    expect(protein.closest('.goal-meter')).toHaveClass('goal-meter--over');
    expect(protein.querySelector('.goal-meter__fill')).toHaveStyle({ width: '100%' });
    const energy = screen.getByRole('meter', {
      name: '2,100 kcal of your 2,590 kcal daily energy',
    });
    expect(energy).toHaveAttribute('aria-valuetext', '81%');
    expect(energy.closest('.goal-meter')).not.toHaveClass('goal-meter--over');
  });

  it('leaves a product without a label out of the figures, and says so', async () => {
    openCart([makeCartItem(asha, shake, 1), makeCartItem(asha, unlabelled, 3)], null);
    expect(await nutritionOf('Order summary')).toHaveTextContent('Protein 24.5 g · 310 kcal');
    expect(
      summaryRegion('Order summary').getByText(
        '1 product without a nutrition label is not counted.',
      ),
    ).toBeInTheDocument();
  });

  it('shows no figures for an order of unlabelled products only', async () => {
    openCart([makeCartItem(asha, unlabelled, 2)], maintaining);
    expect(await screen.findByRole('heading', { name: 'Masala Peanuts' })).toBeInTheDocument();
    expect(
      summaryRegion('Order summary').queryByText('Nutrition', { selector: 'dt' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  describe('on the way to payment', () => {
    const summary: Summary = {
      originalPrice: 627,
      storePickup: 0,
      discountedAmmount: 0,
      tax: 0,
      finalTotal: 627,
    };

    function openOrder(path: string, { withAddress = false } = {}) {
      startCheckout({
        lines: [
          { proId: shake._id, quantity: 2 },
          { proId: bowl._id, quantity: 1 },
        ],
        summary,
        voucherCode: undefined,
      });
      if (withAddress) {
        setCheckoutSlot(deliverySlot);
        setCheckoutAddress(deliveryAddress);
      }
      stubApi({
        'POST /getuser': storeSessionOf(asha),
        'GET /getproducts': { body: [shake, bowl] },
        'GET /goals': { body: { success: true, data: maintaining } },
        'GET /getgyms': { body: { success: true, data: [] } },
        'POST /getadd': { body: { success: true, data: { address: '[]' } } },
        'GET /config': clientConfigResponse(),
        // Payment checks the order against the cart the server still holds.
        'GET /getcart': { body: [makeCartItem(asha, shake, 2), makeCartItem(asha, bowl, 1)] },
      });
      return renderApp(path);
    }

    it('shows the same row and meters at checkout', async () => {
      openOrder('/cart/checkout');
      expect(await nutritionOf('Your order')).toHaveTextContent('Protein 80.2 g · 1,040 kcal');
      expect(
        await summaryRegion('Your order').findByRole('meter', {
          name: '80.2 g of your 126 g daily protein',
        }),
      ).toHaveAttribute('aria-valuetext', '64%');
    });

    it('shows the same row and meters at payment', async () => {
      openOrder('/cart/checkout/payment', { withAddress: true });
      expect(await nutritionOf('Order summary')).toHaveTextContent('Protein 80.2 g · 1,040 kcal');
      expect(
        await summaryRegion('Order summary').findByRole('meter', {
          name: '1,040 kcal of your 2,590 kcal daily energy',
        }),
      ).toHaveAttribute('aria-valuetext', '40%');
    });
  });
});
