import { z } from '../zod.js';
import { rupeesSchema } from '../rules/amounts.js';
import { creditNoteNumberSchema, invoiceNumberSchema } from '../invoice/document-numbers.js';

const percentSchema = z.number().min(0).max(100);

/** The shop as a tax invoice names it (CGST Rule 46): as configured when the invoice was issued. */
export const invoiceSellerSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  gstin: z.string(),
  fssaiLicence: z.string(),
  /** The GST state code of the seller's registration, two digits ('27'). */
  stateCode: z.string().regex(/^\d{2}$/, 'Must be a 2-digit state code'),
});

/** The shopper, and the gym the order is delivered to. */
export const invoiceBuyerSchema = z.object({
  name: z.string(),
  /** The gym, its area and city, and the state. */
  address: z.string(),
  state: z.string(),
});

/** One order line: restaurant service (SAC 996331) at 5% GST inside its price. */
export const invoiceLineSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: rupeesSchema,
  /** This line's share of the order's discount. */
  discount: rupeesSchema,
  taxableValue: rupeesSchema,
  cgstRate: percentSchema,
  cgst: rupeesSchema,
  sgstRate: percentSchema,
  sgst: rupeesSchema,
  /** taxableValue + cgst + sgst: what this line cost after its discount. */
  total: rupeesSchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTotalsSchema = z.object({
  taxableValue: rupeesSchema,
  cgst: rupeesSchema,
  sgst: rupeesSchema,
  /** What was paid. */
  total: rupeesSchema,
});

/** Issued when an invoiced order is cancelled: it cancels the whole invoice. */
export const creditNoteSchema = z.object({
  number: creditNoteNumberSchema,
  /** ISO 8601. */
  date: z.iso.datetime({ offset: true }),
  amount: rupeesSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * A GST tax invoice (docs/product.md#tax-invoices), as issued when the payment was verified; it
 * never changes afterwards. Money in rupees with 2 decimals.
 */
export const invoiceSchema = z.object({
  invoiceNumber: invoiceNumberSchema,
  /** ISO 8601: when it was issued; shown as the date in India. */
  date: z.iso.datetime({ offset: true }),
  seller: invoiceSellerSchema,
  buyer: invoiceBuyerSchema,
  /** The state and its code, 'Maharashtra (27)'. */
  placeOfSupply: z.string(),
  lines: z.array(invoiceLineSchema).min(1),
  totals: invoiceTotalsSchema,
  amountInWords: z.string(),
  reverseCharge: z.literal(false),
  creditNote: creditNoteSchema.nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
