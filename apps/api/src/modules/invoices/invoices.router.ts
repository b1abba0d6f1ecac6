import { invoicesEndpoints } from '@gymfuel/contracts';
import { implement } from '../../http/endpoint.js';
import { noStore } from '../../http/no-store.js';
import { createInvoiceController } from './invoices.controller.js';
import type { InvoiceService } from './invoices.service.js';

export function invoiceRoutes(invoices: InvoiceService) {
  return implement(invoicesEndpoints, createInvoiceController(invoices), {
    before: { getInvoice: [noStore] },
  });
}
