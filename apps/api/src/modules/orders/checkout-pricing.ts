import {
  CHECKOUT_MESSAGES,
  MIN_ORDER_TOTAL_PAISE,
  computeTotalsInPaise,
  toPaise,
  type CheckoutLine,
} from '@gymfuel/contracts';
import { AppError } from '../../errors/app-error.js';
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
  vouchers: Pick<VoucherService, 'requireDiscount'>;
}

/**
 * Prices checkout lines (product ids and quantities) from the catalogue and the voucher code,
 * never from the client: the one place both /paymentorder and /addorder get their totals from.
 */
export function createCheckoutPricing({ catalogue, vouchers }: CheckoutPricingDeps) {
  return {
    /**
     * 404 for a product that no longer exists; 400 for an unknown voucher ('Invalid code') or
     * one switched off ('This code is not active'); 409 for a rule the shopper's order breaks
     * ('This code has expired', 'Add ₹50 more to use this code', 'This code would bring your
     * total below ₹1', …). Use limits are counted when the use is taken (voucher-uses.service).
     * 400 for a total under ₹1 no code brought there (a product priced ₹0): Razorpay takes no
     * less, and pay-on-delivery keeps the same floor.
     */
    async price(
      lines: readonly CheckoutLine[],
      voucherCode: string | undefined,
      shopper: { userId: string },
    ): Promise<PricedCheckout> {
      const orderLines = await catalogue.priceCheckoutLines(lines);
      const summaryLines = orderLines.map((line) => ({
        price: line.productPrice,
        quantity: line.quantity,
      }));
      const { discountPercentage, maxDiscountPaise } =
        voucherCode === undefined
          ? { discountPercentage: 0, maxDiscountPaise: undefined }
          : await vouchers.requireDiscount(voucherCode, {
              // The minimum order is judged on the subtotal before any discount.
              subtotalPaise: computeTotalsInPaise(summaryLines, 0).subtotal,
              userId: shopper.userId,
            });
      const { subtotal, discount, total } = computeTotalsInPaise(
        summaryLines,
        discountPercentage,
        maxDiscountPaise,
      );
      if (total < MIN_ORDER_TOTAL_PAISE) {
        throw AppError.badRequest(CHECKOUT_MESSAGES.totalBelowMinimum);
      }
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
