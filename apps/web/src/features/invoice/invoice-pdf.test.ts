import { buildDemoInvoice, DEMO_INVOICE_PRODUCTS } from './demo-invoice';
import { downloadInvoicePdf } from './invoice-pdf';

const saved = vi.hoisted(() => ({ texts: [] as string[], fileName: '' }));

vi.mock('jspdf', () => {
  class FakePdf {
    setFont() {
      return this;
    }
    setFontSize() {
      return this;
    }
    setTextColor() {
      return this;
    }
    setDrawColor() {
      return this;
    }
    line() {
      return this;
    }
    text(value: string) {
      saved.texts.push(value);
      return this;
    }
    save(fileName: string) {
      saved.fileName = fileName;
    }
  }
  return { jsPDF: FakePdf };
});

describe('invoice PDF', () => {
  it('writes the product, its price, the tax fee and the amount paid, then downloads the file', async () => {
    const chocolate = DEMO_INVOICE_PRODUCTS[0];
    if (!chocolate) throw new Error('no demo product');
    await downloadInvoicePdf(buildDemoInvoice(chocolate, 25, new Date('2025-03-14T10:00:00Z')));

    expect(saved.fileName).toBe('GymFuel-invoice-GF-2025-0042.pdf');
    expect(saved.texts).toEqual(
      expect.arrayContaining([
        'Chocolate',
        'INR 150.00',
        'INR 25.00',
        'INR 175.00',
        'Card ending 4242',
        '14 March 2025',
      ]),
    );
  });
});
