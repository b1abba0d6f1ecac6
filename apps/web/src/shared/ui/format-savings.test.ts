import { formatSavings } from './format-savings';

describe('formatSavings', () => {
  it('shows a discount as a negative amount in rupees', () => {
    expect(formatSavings(67.05)).toBe('−₹67.05');
    expect(formatSavings(1234.5)).toBe('−₹1,234.50');
  });

  it('shows no discount without a minus sign', () => {
    expect(formatSavings(0)).toBe('₹0.00');
  });
});
