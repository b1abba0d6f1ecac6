import { formatInr } from '@gymfuel/contracts';

/**
 * docs/product.md#cart: savings are shown negative ('−₹67.05'); no discount reads '₹0.00', not
 * '−₹0.00'.
 */
export const formatSavings = (rupees: number): string =>
  rupees > 0 ? `−${formatInr(rupees)}` : formatInr(0);
