import {
  financialYearOf,
  formatDocumentNumber,
  isSale,
  isVerifiedStaff,
  NOT_A_SALE_MESSAGE,
  type Gym,
  type Invoice,
  type Order,
  type Role,
} from '@gymfuel/contracts';
import type { Model } from 'mongoose';
import { AppError } from '../../errors/app-error.js';
import type { Logger } from '../../logging/logger.js';
import type { GymService } from '../gyms/gyms.service.js';
import type { OrderModel, OrderRecord } from '../orders/orders.model.js';
import { invoiceContentOf } from './invoice-snapshot.js';
import type { InvoiceSeller } from './invoice-seller.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import {
  toInvoiceContract,
  type CreditNoteModel,
  type CreditNoteRecord,
  type InvoiceModel,
  type InvoiceRecord,
} from './invoices.model.js';
import { insertInOrder } from '../../db/insert-in-order.js';
import { createNumbering, type NumberedSeries, type Numbering } from './numbered-documents.js';

export const INVOICE_MESSAGES = {
  invoiceNotFound: 'No invoice found for this order',
  creditNoteNotFound: 'No credit note found for this order',
  notASale: NOT_A_SALE_MESSAGE,
} as const;

/** Who asks: the order's owner, or staff. */
export interface InvoiceViewer {
  userId: string;
  role: Role;
  emailVerified: boolean;
}

/** A PDF ready to send or attach. */
export interface PdfFile {
  filename: string;
  content: Buffer;
}

export interface InvoiceServiceDeps {
  Invoice: InvoiceModel;
  CreditNote: CreditNoteModel;
  /** Read only: the order an invoice is made from. */
  Order: OrderModel;
  gyms: Pick<GymService, 'requireKnownGymAddress'>;
  /** The shop's legal identity, copied into each invoice as it is issued. */
  seller: InvoiceSeller;
  logger: Logger;
  now?: () => Date;
}

/** 'GF/26-27/000123' → 'invoice-GF-26-27-000123.pdf' */
const fileNameOf = (kind: string, number: string) => `${kind}-${number.replaceAll('/', '-')}.pdf`;

/** What numbering reads and writes of a series' collection (invoices or credit notes). */
type SeriesModel<R> = Model<R, object, object, { id: string }>;

/**
 * The numberings of the documents stored in `model`: one per financial year, made when the
 * year's first document is issued.
 */
function numberingsIn<R extends { sequence: number }>(model: SeriesModel<R>) {
  const numberings = new Map<string, Numbering<R>>();
  const seriesOf = (financialYear: string): NumberedSeries<R> => ({
    findForOrder: (orderId) => model.findOne({ orderId }).lean<R>(),
    lastSequence: async () =>
      (
        await model
          .findOne({ financialYear }, { sequence: 1 })
          .sort({ sequence: -1 })
          .lean<Pick<R, 'sequence'>>()
      )?.sequence ?? 0,
    insertInOrder: (documents) => insertInOrder(model, documents),
  });
  return (financialYear: string): Numbering<R> => {
    let numbering = numberings.get(financialYear);
    if (numbering === undefined) {
      numbering = createNumbering(seriesOf(financialYear));
      numberings.set(financialYear, numbering);
    }
    return numbering;
  };
}

export function createInvoiceService({
  Invoice,
  CreditNote,
  Order,
  gyms,
  seller,
  logger,
  now = () => new Date(),
}: InvoiceServiceDeps) {
  const invoiceNumberingOf = numberingsIn<InvoiceRecord>(Invoice);
  const creditNoteNumberingOf = numberingsIn<CreditNoteRecord>(CreditNote);

  /** The gym the order goes to, as it is now; null when it is no longer one of ours. */
  async function gymOf(address: string): Promise<Gym | null> {
    try {
      return await gyms.requireKnownGymAddress(address);
    } catch {
      return null;
    }
  }

  /**
   * Cancels the order's invoice with a credit note for its whole amount, once (unique orderId).
   * An order without an invoice has nothing to cancel.
   */
  async function issueCreditNote(orderId: string): Promise<CreditNoteRecord | null> {
    const invoice = await Invoice.findOne({ orderId }).lean<InvoiceRecord>();
    if (invoice === null) return null;
    const issuedAt = now();
    const financialYear = financialYearOf(issuedAt);
    const { record } = await creditNoteNumberingOf(financialYear).issue(orderId, (sequence) => ({
      orderId,
      financialYear,
      sequence,
      number: formatDocumentNumber('creditNote', financialYear, sequence),
      issuedAt,
      invoiceNumber: invoice.number,
      amountPaise: invoice.totals.totalPaise,
    }));
    return record;
  }

  /**
   * The paid order's tax invoice: issued with the next number of the financial year, or the one
   * it already has (a repeated verification, the webhook racing it, the order e-mail). An order
   * cancelled before its invoice was stored gets its credit note here too: its cancel found
   * nothing to credit.
   */
  async function issueForOrder(orderId: string): Promise<InvoiceRecord | null> {
    const existing = await Invoice.findOne({ orderId }).lean<InvoiceRecord>();
    if (existing !== null) return existing;
    const order = await Order.findOne({ orderId }).lean();
    if (order === null) throw new Error(`No order ${orderId} to invoice`);
    return issueForPlacedOrder(order);
  }

  /**
   * As issueForOrder, for an order as it was just placed: nothing is read first. A record that
   * was never a sale (a refunded second payment, isSale) gets none: null.
   */
  async function issueForPlacedOrder(order: OrderRecord): Promise<InvoiceRecord | null> {
    if (!isSale(order)) return null;
    const { orderId } = order;
    const content = invoiceContentOf(order, await gymOf(order.address), seller);
    const issuedAt = now();
    const financialYear = financialYearOf(issuedAt);
    const { record, created } = await invoiceNumberingOf(financialYear).issue(
      orderId,
      (sequence) => ({
        ...content,
        orderId,
        userId: order.userId,
        financialYear,
        sequence,
        number: formatDocumentNumber('invoice', financialYear, sequence),
        issuedAt,
      }),
    );
    if (created) {
      const { status } = (await Order.findOne({ orderId }, { status: 1 }).lean()) ?? {};
      if (status === 'Cancelled') await issueCreditNote(orderId);
    }
    return record;
  }

  /**
   * After a payment is verified. The order stands whatever happens here, so a failure is logged,
   * not thrown: the next verification of the same payment (or the order e-mail) issues it.
   */
  async function issueAfterPayment(placed: {
    orderId: string;
    order?: OrderRecord;
  }): Promise<boolean> {
    const { orderId, order } = placed;
    try {
      await (order === undefined ? issueForOrder(orderId) : issueForPlacedOrder(order));
      return true;
    } catch (error) {
      logger.error({ err: error, orderId }, 'could not issue the invoice of a paid order');
      return false;
    }
  }

  /**
   * The invoice for the order's owner or staff; anyone else gets the 404 of no invoice. A record
   * that was never a sale has none, and says why (even one issued before that rule held).
   */
  async function findRecords(viewer: InvoiceViewer, orderId: string) {
    const own = isVerifiedStaff(viewer) ? { orderId } : { orderId, userId: viewer.userId };
    const order = await Order.findOne(own, { duplicateOf: 1 }).lean();
    if (order !== null && !isSale(order)) throw AppError.notFound(INVOICE_MESSAGES.notASale);
    const invoice = await Invoice.findOne(own).lean<InvoiceRecord>();
    if (invoice === null) throw AppError.notFound(INVOICE_MESSAGES.invoiceNotFound);
    const creditNote = await CreditNote.findOne({ orderId }).lean<CreditNoteRecord>();
    return { invoice, creditNote };
  }

  async function findForViewer(viewer: InvoiceViewer, orderId: string): Promise<Invoice> {
    const { invoice, creditNote } = await findRecords(viewer, orderId);
    return toInvoiceContract(invoice, creditNote);
  }

  async function invoicePdfForViewer(viewer: InvoiceViewer, orderId: string): Promise<PdfFile> {
    const invoice = await findForViewer(viewer, orderId);
    return {
      filename: fileNameOf('invoice', invoice.invoiceNumber),
      content: await renderInvoicePdf(invoice),
    };
  }

  async function creditNotePdfForViewer(viewer: InvoiceViewer, orderId: string): Promise<PdfFile> {
    const invoice = await findForViewer(viewer, orderId);
    if (invoice.creditNote === null) throw AppError.notFound(INVOICE_MESSAGES.creditNoteNotFound);
    return {
      filename: fileNameOf('credit-note', invoice.creditNote.number),
      content: await renderCreditNotePdf(invoice, invoice.creditNote),
    };
  }

  /**
   * The invoice PDF for the order-placed e-mail: a paid order's (issued now if the payment's own
   * call has not stored it yet), none for pay on delivery, which is not paid yet.
   */
  async function invoicePdfForPlacedOrder(order: Order): Promise<PdfFile | null> {
    if (order.paymentMethod === 'pay-on-delivery') return null;
    const record = await issueForOrder(order.orderId);
    if (record === null) return null;
    const creditNote = await CreditNote.findOne({
      orderId: order.orderId,
    }).lean<CreditNoteRecord>();
    return {
      filename: fileNameOf('invoice', record.number),
      content: await renderInvoicePdf(toInvoiceContract(record, creditNote)),
    };
  }

  return {
    issueForOrder,
    issueCreditNote,
    issueAfterPayment,
    findForViewer,
    invoicePdfForViewer,
    creditNotePdfForViewer,
    invoicePdfForPlacedOrder,
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
