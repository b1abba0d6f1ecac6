import type { DemoInvoice } from './demo-invoice';
import { formatIndiaDate } from '../../shared/ui/format-india-date';

// jsPDF's built-in fonts have no ₹ glyph, so the PDF names the currency by its code.
const inrCode = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  currencyDisplay: 'code',
});
const formatInrForPdf = (rupees: number) => inrCode.format(rupees).replace(/\u00a0/g, ' ');

/** Builds the invoice as a PDF and hands it to the browser as a download. */
export async function downloadInvoicePdf(invoice: DemoInvoice): Promise<void> {
  // Loaded on demand: jsPDF is large and only this button needs it.
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = 56;
  const right = 539;
  let y = 72;

  doc.setFont('helvetica', 'bold').setFontSize(22).setTextColor(22, 101, 52);
  doc.text('GymFuel', left, y);
  doc.setFontSize(12).setTextColor(28, 36, 33).text('INVOICE', right, y, { align: 'right' });
  y += 18;
  doc.setFont('helvetica', 'normal').setFontSize(10).setTextColor(77, 90, 84);
  doc.text('Healthy Smoothies, Shakes, Appetizers and Fresh Meals.', left, y);
  doc.text(`Invoice number ${invoice.invoiceNumber}`, right, y, { align: 'right' });

  y += 48;
  const rows: [string, string][] = [
    ['Product', invoice.product.title],
    ['Date paid', formatIndiaDate(invoice.datePaid)],
    ['Payment method', `Card ending ${invoice.cardLast4}`],
    ['Product price', formatInrForPdf(invoice.product.price)],
    ['Tax fee', formatInrForPdf(invoice.taxFee)],
  ];
  doc.setFontSize(12).setTextColor(28, 36, 33);
  for (const [label, value] of rows) {
    doc.text(label, left, y);
    doc.text(value, right, y, { align: 'right' });
    y += 24;
  }

  doc.setDrawColor(228, 225, 214).line(left, y - 8, right, y - 8);
  y += 12;
  doc.setFont('helvetica', 'bold').setFontSize(14);
  doc.text('Amount paid', left, y);
  doc.text(formatInrForPdf(invoice.amountPaid), right, y, { align: 'right' });

  doc.save(`GymFuel-invoice-${invoice.invoiceNumber}.pdf`);
}
