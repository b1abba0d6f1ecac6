import { computeTotalsInPaise, toPaise, type CheckoutLine } from '@gymfuel/contracts';
import type { CatalogueLookup } from '../products/catalogue-lookup.js';
import type { VoucherService } from '../vouchers/vouchers.service.js';
import type { TotalsRecord } from './orders.model.js';

/** A line priced by the server: the catalogue's name, image and price. */
export interface PricedLine {
  productId: string;
  productName: string;
  pricePaise: number;
  quantity: number;
  image: string;
}

export interface PricedCheckout {
  lines: PricedLine[];
  totals: TotalsRecord;
  /** Set only when an active voucher was applied. */
  voucherCode?: string;
}

export interface CheckoutPricingDeps {
  catalogue: Pick<CatalogueLookup, 'priceCheckoutLines'>;
  vouchers: Pick<VoucherService, 'requireDiscountPercentage'>;
}

/**
 * Prices checkout lines (product ids and quantities) from the catalogue and the voucher code,
 * never from the client: the one place both /paymentorder and /addorder get their totals from.
 */
export function createCheckoutPricing({ catalogue, vouchers }: CheckoutPricingDeps) {
  return {
    /**
     * 404 for a product that no longer exists; 400 for an unknown voucher ('Invalid code'), an
     * expired one ('This code has expired') or one switched off ('This code is not active').
     */
    async price(
      lines: readonly CheckoutLine[],
      voucherCode: string | undefined,
    ): Promise<PricedCheckout> {
      const [orderLines, discountPercentage] = await Promise.all([
        catalogue.priceCheckoutLines(lines),
        voucherCode === undefined ? 0 : vouchers.requireDiscountPercentage(voucherCode),
      ]);
      const { subtotal, discount, total } = computeTotalsInPaise(
        orderLines.map((line) => ({ price: line.productPrice, quantity: line.quantity })),
        discountPercentage,
      );
      return {
        lines: orderLines.map(({ productPrice, ...line }) => ({
          ...line,
          pricePaise: toPaise(productPrice),
        })),
        totals: { subtotalPaise: subtotal, discountPaise: discount, totalPaise: total },
        ...(voucherCode !== undefined && discountPercentage > 0 ? { voucherCode } : {}),
      };
    },
  };
}

export type CheckoutPricing = ReturnType<typeof createCheckoutPricing>;
