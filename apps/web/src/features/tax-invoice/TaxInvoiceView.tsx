import { endpointPath, formatInr, type Invoice, invoicesEndpoints } from '@gymfuel/contracts';
import { API_PREFIX } from '../../shared/api/client';
import { formatIndiaDate } from '../../shared/ui/format-india-date';
import '../../shared/orders/with-order.css';
import './tax-invoice.css';

/** The date in India, as the invoice was dated. */
const dateOf = (iso: string) => formatIndiaDate(new Date(iso));

const pdfHref = (
  endpoint: typeof invoicesEndpoints.getInvoicePdf | typeof invoicesEndpoints.getCreditNotePdf,
  orderId: string,
) => API_PREFIX + endpointPath(endpoint, { orderId });

/** The line table's columns; on a phone each row becomes a card labelled by them. */
function LinesTable({ invoice }: { invoice: Invoice }) {
  const [first] = invoice.lines;
  const cgstTitle = `CGST ${first?.cgstRate ?? 2.5}%`;
  const sgstTitle = `SGST ${first?.sgstRate ?? 2.5}%`;
  return (
    <table className="tax-invoice__lines">
      <caption className="visually-hidden">Items</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col">SAC</th>
          <th scope="col">Qty</th>
          <th scope="col">Unit price</th>
          <th scope="col">Discount</th>
          <th scope="col">Taxable value</th>
          <th scope="col">{cgstTitle}</th>
          <th scope="col">{sgstTitle}</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, index) => (
          <tr key={index}>
            <th scope="row" data-label="Description">
              {line.description}
            </th>
            <td data-label="SAC">{line.sac}</td>
            <td data-label="Qty">{line.quantity}</td>
            <td data-label="Unit price">{formatInr(line.unitPrice)}</td>
            <td data-label="Discount">{formatInr(line.discount)}</td>
            <td data-label="Taxable value">{formatInr(line.taxableValue)}</td>
            <td data-label={cgstTitle}>{formatInr(line.cgst)}</td>
            <td data-label={sgstTitle}>{formatInr(line.sgst)}</td>
            <td data-label="Total">{formatInr(line.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TaxInvoiceView({ orderId, invoice }: { orderId: string; invoice: Invoice }) {
  const { seller, buyer, totals, creditNote } = invoice;
  return (
    <div className="tax-invoice page">
      <article className="tax-invoice__sheet" aria-labelledby="tax-invoice-title">
        <header className="tax-invoice__header">
          <div>
            <span className="eyebrow">GST</span>
            <h1 id="tax-invoice-title" className="tax-invoice__title">
              Tax Invoice
            </h1>
          </div>
          <dl className="tax-invoice__facts">
            <div>
              <dt>Invoice No.</dt>
              <dd>{invoice.invoiceNumber}</dd>
            </div>
            <div>
              <dt>Invoice date</dt>
              <dd>{dateOf(invoice.date)}</dd>
            </div>
          </dl>
        </header>

        <div className="tax-invoice__parties">
          <section aria-labelledby="tax-invoice-seller">
            <h2 id="tax-invoice-seller" className="tax-invoice__label">
              Seller
            </h2>
            <p className="tax-invoice__name">{seller.legalName}</p>
            <p>{seller.address}</p>
            <p>GSTIN: {seller.gstin}</p>
            <p>FSSAI Lic. No. {seller.fssaiLicence}</p>
            <p>State code: {seller.stateCode}</p>
          </section>
          <section aria-labelledby="tax-invoice-buyer">
            <h2 id="tax-invoice-buyer" className="tax-invoice__label">
              Bill to / Ship to
            </h2>
            <p className="tax-invoice__name">{buyer.name}</p>
            <p>{buyer.address}</p>
            <p>State: {buyer.state}</p>
          </section>
          <section aria-labelledby="tax-invoice-supply">
            <h2 id="tax-invoice-supply" className="tax-invoice__label">
              Place of supply
            </h2>
            <p className="tax-invoice__name">{invoice.placeOfSupply}</p>
            <p>Whether tax is payable on reverse charge: {invoice.reverseCharge ? 'Yes' : 'No'}</p>
          </section>
        </div>

        <LinesTable invoice={invoice} />

        <dl className="tax-invoice__totals" aria-label="Totals">
          <div>
            <dt>Taxable value</dt>
            <dd>{formatInr(totals.taxableValue)}</dd>
          </div>
          <div>
            <dt>CGST</dt>
            <dd>{formatInr(totals.cgst)}</dd>
          </div>
          <div>
            <dt>SGST</dt>
            <dd>{formatInr(totals.sgst)}</dd>
          </div>
          <div className="tax-invoice__grand-total">
            <dt>Invoice total</dt>
            <dd>{formatInr(totals.total)}</dd>
          </div>
        </dl>
        <p className="tax-invoice__words">
          <strong>Amount in words:</strong> {invoice.amountInWords}
        </p>

        {creditNote && (
          <section className="tax-invoice__credit" aria-labelledby="tax-invoice-credit">
            <h2 id="tax-invoice-credit" className="tax-invoice__label">
              Credit note
            </h2>
            <p>
              This order was cancelled: credit note <strong>{creditNote.number}</strong> of{' '}
              {dateOf(creditNote.date)} cancels this invoice for {formatInr(creditNote.amount)}.
            </p>
            <a
              className="btn btn-outline no-print"
              href={pdfHref(invoicesEndpoints.getCreditNotePdf, orderId)}
              download
            >
              Download credit note
            </a>
          </section>
        )}

        <div className="tax-invoice__actions no-print">
          <a
            className="btn btn-primary"
            href={pdfHref(invoicesEndpoints.getInvoicePdf, orderId)}
            download
          >
            Download PDF
          </a>
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </article>
    </div>
  );
}
