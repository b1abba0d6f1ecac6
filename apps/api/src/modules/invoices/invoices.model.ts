import { fromPaise, type Invoice } from '@gymfuel/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import type { InvoiceSeller } from './invoice-seller.js';

const wholePaise = {
  type: Number,
  required: true,
  min: 0,
  validate: { validator: Number.isSafeInteger, message: 'Amounts are whole paise' },
} as const;

/** One invoice line in paise, with the rates it was taxed at. */
export interface InvoiceLineRecord {
  description: string;
  sac: string;
  quantity: number;
  unitPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstRate: number;
  cgstPaise: number;
  sgstRate: number;
  sgstPaise: number;
  totalPaise: number;
}

export interface InvoiceTotalsRecord {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/**
 * A tax invoice exactly as issued: seller, buyer, lines and totals are copied in, so a later
 * change to the shop's details, the gym or the catalogue never rewrites it.
 */
export interface InvoiceRecord {
  _id: Types.ObjectId;
  orderId: string;
  /** The shopper who ordered: only they (and staff) may see it. */
  userId: Types.ObjectId;
  /** '26-27' and the number within that year: unique together, so no number is used twice. */
  financialYear: string;
  sequence: number;
  /** 'GF/26-27/000123' */
  number: string;
  issuedAt: Date;
  seller: InvoiceSeller;
  buyer: { name: string; address: string; state: string };
  placeOfSupply: string;
  lines: InvoiceLineRecord[];
  totals: InvoiceTotalsRecord;
  amountInWords: string;
}

const invoiceLineSchema = new Schema<InvoiceLineRecord>(
  {
    description: { type: String, required: true },
    sac: { type: String, required: true },
    quantity: { type: Number, required: true, min: 1 },
    unitPaise: wholePaise,
    discountPaise: wholePaise,
    taxablePaise: wholePaise,
    cgstRate: { type: Number, required: true },
    cgstPaise: wholePaise,
    sgstRate: { type: Number, required: true },
    sgstPaise: wholePaise,
    totalPaise: wholePaise,
  },
  { _id: false },
);

const invoiceSchema = new Schema<InvoiceRecord>(
  {
    orderId: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    financialYear: { type: String, required: true },
    sequence: { type: Number, required: true, min: 1 },
    number: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    seller: {
      type: new Schema<InvoiceSeller>(
        {
          legalName: { type: String, required: true },
          address: { type: String, required: true },
          gstin: { type: String, required: true },
          fssaiLicence: { type: String, required: true },
          stateCode: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    buyer: {
      type: new Schema(
        {
          name: { type: String, required: true },
          address: { type: String, required: true },
          state: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    placeOfSupply: { type: String, required: true },
    lines: { type: [invoiceLineSchema], required: true },
    totals: {
      type: new Schema<InvoiceTotalsRecord>(
        {
          taxablePaise: wholePaise,
          cgstPaise: wholePaise,
          sgstPaise: wholePaise,
          totalPaise: wholePaise,
        },
        { _id: false },
      ),
      required: true,
    },
    amountInWords: { type: String, required: true },
  },
  { collection: 'invoices', timestamps: true },
);
/** One invoice per order: a repeated or racing issue finds the one there is. */
invoiceSchema.index({ orderId: 1 }, { unique: true });
/** One invoice per number: two issues racing for the next number cannot both have it. */
invoiceSchema.index({ financialYear: 1, sequence: 1 }, { unique: true });
refuseUpdates(invoiceSchema);

/**
 * A credit note cancelling a whole invoice (an invoiced order was cancelled). Numbered in its own
 * series per financial year, at most one per order.
 */
export interface CreditNoteRecord {
  _id: Types.ObjectId;
  orderId: string;
  financialYear: string;
  sequence: number;
  /** 'CN/26-27/000007' */
  number: string;
  issuedAt: Date;
  /** The invoice it cancels. */
  invoiceNumber: string;
  amountPaise: number;
}

const creditNoteSchema = new Schema<CreditNoteRecord>(
  {
    orderId: { type: String, required: true },
    financialYear: { type: String, required: true },
    sequence: { type: Number, required: true, min: 1 },
    number: { type: String, required: true },
    issuedAt: { type: Date, required: true },
    invoiceNumber: { type: String, required: true },
    amountPaise: wholePaise,
  },
  { collection: 'creditnotes', timestamps: true },
);
creditNoteSchema.index({ orderId: 1 }, { unique: true });
creditNoteSchema.index({ financialYear: 1, sequence: 1 }, { unique: true });
refuseUpdates(creditNoteSchema);

/** Issued documents never change: any update through the model is a programming error. */
function refuseUpdates(schema: Schema): void {
  const refuse = () => {
    throw new Error('An issued tax document never changes');
  };
  schema.pre(
    ['updateOne', 'updateMany', 'findOneAndUpdate', 'findOneAndReplace', 'replaceOne'],
    refuse,
  );
}

/** The models on this connection (compiled once; later calls return the same ones). */
export const invoiceModel = (connection: Connection) => connection.model('Invoice', invoiceSchema);
export type InvoiceModel = ReturnType<typeof invoiceModel>;
export const creditNoteModel = (connection: Connection) =>
  connection.model('CreditNote', creditNoteSchema);
export type CreditNoteModel = ReturnType<typeof creditNoteModel>;

/** The contract's shape, in rupees, with the order's credit note if it has one. */
export function toInvoiceContract(
  record: InvoiceRecord,
  creditNote: CreditNoteRecord | null,
): Invoice {
  return {
    invoiceNumber: record.number,
    date: record.issuedAt.toISOString(),
    seller: {
      legalName: record.seller.legalName,
      address: record.seller.address,
      gstin: record.seller.gstin,
      fssaiLicence: record.seller.fssaiLicence,
      stateCode: record.seller.stateCode,
    },
    buyer: { name: record.buyer.name, address: record.buyer.address, state: record.buyer.state },
    placeOfSupply: record.placeOfSupply,
    lines: record.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      unitPrice: fromPaise(line.unitPaise),
      discount: fromPaise(line.discountPaise),
      taxableValue: fromPaise(line.taxablePaise),
      cgstRate: line.cgstRate,
      cgst: fromPaise(line.cgstPaise),
      sgstRate: line.sgstRate,
      sgst: fromPaise(line.sgstPaise),
      total: fromPaise(line.totalPaise),
    })),
    totals: {
      taxableValue: fromPaise(record.totals.taxablePaise),
      cgst: fromPaise(record.totals.cgstPaise),
      sgst: fromPaise(record.totals.sgstPaise),
      total: fromPaise(record.totals.totalPaise),
    },
    amountInWords: record.amountInWords,
    reverseCharge: false,
    creditNote:
      creditNote === null
        ? null
        : {
            number: creditNote.number,
            date: creditNote.issuedAt.toISOString(),
            amount: fromPaise(creditNote.amountPaise),
          },
  };
}
