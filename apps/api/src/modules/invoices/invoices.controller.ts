import type { invoicesEndpoints } from '@gymfuel/contracts';
import type { Response } from 'express';
import { RESPONDED, type Handlers } from '../../http/endpoint.js';
import { sessionOf } from '../../http/session-auth.js';
import type { InvoiceService, PdfFile } from './invoices.service.js';

/** Sends a PDF to view or save, under its document's name; personal data, so never cached. */
function sendPdf(res: Response, { filename, content }: PdfFile): typeof RESPONDED {
  res
    .status(200)
    .set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'no-store',
    })
    .end(content);
  return RESPONDED;
}

/** HTTP only: the viewer from the session, the rules in the service. */
export function createInvoiceController(
  invoices: InvoiceService,
): Handlers<typeof invoicesEndpoints> {
  return {
    async getInvoice({ params }, req) {
      return { success: true, data: await invoices.findForViewer(sessionOf(req), params.orderId) };
    },

    async getInvoicePdf({ params }, req, res) {
      return sendPdf(res, await invoices.invoicePdfForViewer(sessionOf(req), params.orderId));
    },

    async getCreditNotePdf({ params }, req, res) {
      return sendPdf(res, await invoices.creditNotePdfForViewer(sessionOf(req), params.orderId));
    },
  };
}
