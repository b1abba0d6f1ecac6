import {
  amountInWords,
  CGST_RATE_PERCENT,
  formatStateWithCode,
  SAC_RESTAURANT_SERVICE,
  SGST_RATE_PERCENT,
  splitOrderGst,
  stateByCode,
  stateByName,
  type Gym,
} from '@gymfuel/contracts';
import type { OrderRecord } from '../orders/orders.model.js';
import type { InvoiceSeller } from './invoice-seller.js';
import type { InvoiceRecord } from './invoices.model.js';

/** What an invoice is made of before it has a number. */
export type InvoiceContent = Omit<
  InvoiceRecord,
  '_id' | 'orderId' | 'userId' | 'financialYear' | 'sequence' | 'number' | 'issuedAt'
>;

/**
 * The state supplied to: the gym's. A gym without a known state (an operator's record from
 * before states) is taken to be in the seller's state, since every sale is intrastate (CGST +
 * SGST; docs/architecture.md#tax-invoices).
 */
function placeOfSupplyFor(gym: Pick<Gym, 'state'> | null, seller: InvoiceSeller) {
  const state = stateByName(gym?.state ?? '') ?? stateByCode(seller.stateCode);
  if (state === undefined) throw new Error(`Unknown seller state code ${seller.stateCode}`);
  return state;
}

/**
 * The invoice of an order: each line's share of the discount and its GST split, totals that are
 * the lines' sums, and the paid total in words. Throws if they do not come to what was paid,
 * rather than issue an invoice that disagrees with the payment.
 */
export function invoiceContentOf(
  order: Pick<OrderRecord, 'orderId' | 'userName' | 'address' | 'lines' | 'totals'>,
  gym: Pick<Gym, 'name' | 'area' | 'city' | 'state'> | null,
  seller: InvoiceSeller,
): InvoiceContent {
  const split = splitOrderGst(
    order.lines.map((line) => ({ unitPaise: line.pricePaise, quantity: line.quantity })),
    order.totals.discountPaise,
  );
  if (split.totals.totalPaise !== order.totals.totalPaise) {
    throw new Error(
      `Order ${order.orderId}: its lines come to ${split.totals.totalPaise} paise, not the ${order.totals.totalPaise} paid`,
    );
  }
  const state = placeOfSupplyFor(gym, seller);
  const address =
    gym === null
      ? order.address
      : [gym.name, gym.area, gym.city, state.name].filter((part) => part !== '').join(', ');
  return {
    seller: { ...seller },
    buyer: { name: order.userName, address, state: state.name },
    placeOfSupply: formatStateWithCode(state),
    lines: order.lines.map((line, index) => {
      const taxed = split.lines[index];
      if (taxed === undefined) throw new Error('A line lost its tax');
      return {
        description: line.productName,
        sac: SAC_RESTAURANT_SERVICE,
        quantity: line.quantity,
        unitPaise: line.pricePaise,
        discountPaise: taxed.discountPaise,
        taxablePaise: taxed.taxablePaise,
        cgstRate: CGST_RATE_PERCENT,
        cgstPaise: taxed.cgstPaise,
        sgstRate: SGST_RATE_PERCENT,
        sgstPaise: taxed.sgstPaise,
        totalPaise: taxed.totalPaise,
      };
    }),
    totals: split.totals,
    amountInWords: amountInWords(split.totals.totalPaise),
  };
}
