import { formatInr } from '@gymfuel/contracts';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';

const SPEC_PRODUCTS: [number, string, number][] = [
  [1, 'Chocolate', 150],
  [2, 'Vanilla', 120],
  [3, 'Strawberry', 200],
  [4, 'Banana', 170],
  [5, 'Caramel', 250],
  [6, 'Oreo', 180],
  [7, 'Peanut Butter', 300],
  [8, 'Mint Chocolate Chip', 280],
  [9, 'Coffee', 400],
];

/** '₹1,234.00' → 1234 */
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('demo invoice', () => {
  it.each(SPEC_PRODUCTS)(
    '/reciept/%i shows %s at its price, with amount paid = price + tax',
    async (id, title, price) => {
      renderApp(`/reciept/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByTestId('invoice-product-price')).toHaveTextContent(formatInr(price));

      const tax = rupees(screen.getByTestId('invoice-tax-fee').textContent);
      expect(Number.isInteger(tax)).toBe(true);
      expect(tax).toBeGreaterThanOrEqual(10);
      expect(tax).toBeLessThanOrEqual(50);
      expect(rupees(screen.getByTestId('invoice-amount-paid').textContent)).toBe(price + tax);
    },
  );

  it.each([
    [0, 10],
    [0.999999, 50],
  ])(
    'draws the tax fee as a whole number from 10 to 50 (random %f gives %i)',
    async (random, tax) => {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      renderApp('/reciept/1');
      await screen.findByRole('heading', { level: 1, name: 'Chocolate' });
      expect(screen.getByTestId('invoice-tax-fee')).toHaveTextContent(formatInr(tax));
      expect(screen.getByTestId('invoice-amount-paid')).toHaveTextContent(formatInr(150 + tax));
    },
  );

  it('shows the fixed invoice number, the card ending 4242, the date paid and both buttons', async () => {
    renderApp('/reciept/3');
    await screen.findByRole('heading', { level: 1, name: 'Strawberry' });
    expect(screen.getByText('GF-2025-0042')).toBeInTheDocument();
    expect(screen.getByText('Card ending 4242')).toBeInTheDocument();
    expect(screen.getByText('Date paid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invoice PDF' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it("dates the payment on India's calendar, whatever the browser's zone", async () => {
    // 00:30 on 14 March in India; the suite's browser runs in UTC, still on 13 March.
    vi.useFakeTimers({
      now: new Date('2026-03-14T00:30:00+05:30'),
      toFake: ['Date'],
      shouldAdvanceTime: true,
    });
    renderApp('/reciept/2');
    await screen.findByRole('heading', { level: 1, name: 'Vanilla' });
    vi.useRealTimers();
    expect(screen.getByText('Date paid').nextElementSibling).toHaveTextContent('14 March 2026');
  });

  it('prints with the browser print dialog', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp('/reciept/9');
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it.each(['0', '10', 'abc', '01', '-1', '1.5', '%20'])(
    '/reciept/%s shows Product not found',
    async (id) => {
      renderApp(`/reciept/${id}`);
      expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    },
  );
});
