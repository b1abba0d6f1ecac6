import { formatInr } from '@gymfuel/contracts';
import { useState } from 'react';
import { buildDemoInvoice, randomTaxFee, type DemoInvoiceProduct } from './demo-invoice';
import { formatIndiaDate } from '../../shared/ui/format-india-date';
import { downloadInvoicePdf } from './invoice-pdf';
import './invoice.css';

export function InvoiceView({ product }: { product: DemoInvoiceProduct }) {
  const [invoice] = useState(() => buildDemoInvoice(product, randomTaxFee(), new Date()));
  const [savingPdf, setSavingPdf] = useState(false);

  const savePdf = async () => {
    setSavingPdf(true);
    try {
      await downloadInvoicePdf(invoice);
    } finally {
      setSavingPdf(false);
    }
  };

  return (
    <div className="invoice page">
      <article className="invoice__sheet" aria-labelledby="invoice-title">
        <header className="invoice__header">
          <div>
            <span className="eyebrow">Invoice</span>
            <h1 id="invoice-title" className="invoice__title">
              {invoice.product.title}
            </h1>
            <p className="invoice__number">
              Invoice number <strong>{invoice.invoiceNumber}</strong>
            </p>
          </div>
          <span className="invoice__status">Paid</span>
        </header>

        <div className="invoice__hero">
          <div className="invoice__art" aria-hidden="true">
            <img src={invoice.product.imageUrl} alt="" width={120} height={120} />
          </div>
          <dl className="invoice__facts">
            <div>
              <dt>Amount paid</dt>
              <dd className="invoice__amount" data-testid="invoice-amount-paid">
                {formatInr(invoice.amountPaid)}
              </dd>
            </div>
            <div>
              <dt>Date paid</dt>
              <dd>{formatIndiaDate(invoice.datePaid)}</dd>
            </div>
            <div>
              <dt>Payment method</dt>
              <dd>Card ending {invoice.cardLast4}</dd>
            </div>
          </dl>
        </div>

        <p className="invoice__description">{invoice.product.description}</p>

        <section aria-labelledby="invoice-summary-title">
          <h2 id="invoice-summary-title" className="invoice__summary-title">
            Summary
          </h2>
          <dl className="invoice__summary">
            <div>
              <dt>Product price</dt>
              <dd data-testid="invoice-product-price">{formatInr(invoice.product.price)}</dd>
            </div>
            <div>
              <dt>Tax fee</dt>
              <dd data-testid="invoice-tax-fee">{formatInr(invoice.taxFee)}</dd>
            </div>
            <div className="invoice__summary-total">
              <dt>Amount paid</dt>
              <dd>{formatInr(invoice.amountPaid)}</dd>
            </div>
          </dl>
        </section>

        <div className="invoice__actions no-print">
          <button type="button" className="btn btn-primary" onClick={savePdf} disabled={savingPdf}>
            Invoice PDF
          </button>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </article>
    </div>
  );
}
