import type { Invoice } from '@gymfuel/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { apiFailure, makeUser, storeSessionOf } from '../../test/account-fixtures';
import { holdRequests, stubApi, type StubReply } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

const asha = makeUser();
const ORDER_ID = '0a1b2c3d4e5f';

/** ₹150 × 3 less 10% (₹45): ₹405 paid, taxable ₹385.71, CGST ₹9.65, SGST ₹9.64. */
const invoice: Invoice = {
  invoiceNumber: 'GF/26-27/000123',
  // 20:00 UTC on 25 Nov is already 26 Nov in India.
  date: '2026-11-25T20:00:00.000Z',
  seller: {
    legalName: 'Test Fuel Foods LLP',
    address: '80 Feet Road, Koramangala, Bengaluru 560034, Karnataka',
    gstin: '29AAACG1234A1ZA',
    fssaiLicence: '11226999000123',
    stateCode: '29',
  },
  buyer: {
    name: 'Asha Rao',
    address: 'Flex Zone Koramangala, Koramangala 5th Block, Bengaluru, Karnataka',
    state: 'Karnataka',
  },
  placeOfSupply: 'Karnataka (29)',
  lines: [
    {
      description: 'Peanut Power Shake',
      sac: '996331',
      quantity: 3,
      unitPrice: 150,
      discount: 45,
      taxableValue: 385.71,
      cgstRate: 2.5,
      cgst: 9.65,
      sgstRate: 2.5,
      sgst: 9.64,
      total: 405,
    },
  ],
  totals: { taxableValue: 385.71, cgst: 9.65, sgst: 9.64, total: 405 },
  amountInWords: 'Rupees Four Hundred Five Only',
  reverseCharge: false,
  creditNote: null,
};

function openInvoice(reply: StubReply, orderId = ORDER_ID) {
  const calls = stubApi({
    'POST /getuser': storeSessionOf(asha),
    'GET /getproducts': { body: [] },
    [`GET /orders/${orderId}/invoice`]: reply,
  });
  renderApp(`/orders/invoice/${orderId}`);
  return calls;
}

describe('the tax invoice page', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the seller, buyer, place of supply, lines, totals and words', async () => {
    const calls = openInvoice({ body: { success: true, data: invoice } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('GF/26-27/000123')).toBeInTheDocument();
    expect(screen.getByText('26 November 2026')).toBeInTheDocument();

    const seller = within(screen.getByRole('region', { name: 'Seller' }));
    expect(seller.getByText('Test Fuel Foods LLP')).toBeInTheDocument();
    expect(seller.getByText('GSTIN: 29AAACG1234A1ZA')).toBeInTheDocument();
    expect(seller.getByText('FSSAI Lic. No. 11226999000123')).toBeInTheDocument();
    const buyer = within(screen.getByRole('region', { name: 'Bill to / Ship to' }));
    expect(buyer.getByText('Asha Rao')).toBeInTheDocument();
    expect(buyer.getByText('State: Karnataka')).toBeInTheDocument();
    const supply = within(screen.getByRole('region', { name: 'Place of supply' }));
    expect(supply.getByText('Karnataka (29)')).toBeInTheDocument();
    expect(supply.getByText('Whether tax is payable on reverse charge: No')).toBeInTheDocument();

    const [, row] = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['996331', '3', '₹150.00', '₹45.00', '₹385.71', '₹9.65', '₹9.64', '₹405.00']);
    expect(within(row!).getByRole('rowheader')).toHaveTextContent('Peanut Power Shake');

    const totals = within(screen.getByText('Invoice total').closest('dl')!);
    const valueOf = (label: string) =>
      totals.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(valueOf('Taxable value')).toHaveTextContent('₹385.71');
    expect(valueOf('CGST')).toHaveTextContent('₹9.65');
    expect(valueOf('SGST')).toHaveTextContent('₹9.64');
    expect(valueOf('Invoice total')).toHaveTextContent('₹405.00');
    expect(screen.getByText('Rupees Four Hundred Five Only')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit note' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === `/orders/${ORDER_ID}/invoice`)).toHaveLength(1);
  });

  it('offers the PDF as a download and prints the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    openInvoice({ body: { success: true, data: invoice } });
    const download = await screen.findByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', `/api/orders/${ORDER_ID}/invoice.pdf`);
    expect(download).toHaveAttribute('download');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the credit note of a cancelled order, with its own PDF', async () => {
    openInvoice({
      body: {
        success: true,
        data: {
          ...invoice,
          creditNote: { number: 'CN/26-27/000007', date: '2026-11-27T05:00:00.000Z', amount: 405 },
        },
      },
    });
    const credit = within(await screen.findByRole('region', { name: 'Credit note' }));
    expect(credit.getByText('CN/26-27/000007')).toBeInTheDocument();
    expect(
      credit.getByText(/of 27 November 2026 cancels this invoice for ₹405\.00/),
    ).toBeInTheDocument();
    expect(credit.getByRole('link', { name: 'Download credit note' })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/credit-note.pdf`,
    );
  });

  it('says clearly when the order has no invoice (or is not yours)', async () => {
    openInvoice(apiFailure(404, 'NOT_FOUND', 'No invoice found for this order'));
    expect(
      await screen.findByRole('heading', { name: 'No invoice found for this order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/an order paid on delivery has none yet/)).toBeInTheDocument();
  });

  it('says why a refunded second payment of a cart already paid for has no invoice', async () => {
    openInvoice(
      apiFailure(
        404,
        'NOT_FOUND',
        'No tax invoice: this payment repeated an order already paid for and was refunded, so nothing was sold',
      ),
    );
    expect(
      await screen.findByRole('heading', { name: 'No invoice found for this order' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This cart was already paid for as another order, so this payment was refunded. Nothing was sold with it, so it has no tax invoice.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/an order paid on delivery has none yet/)).not.toBeInTheDocument();
  });

  it('says the same for a mangled id without asking the server', async () => {
    const calls = openInvoice({ body: {} }, 'not-an-id');
    expect(
      await screen.findByRole('heading', { name: 'No invoice found for this order' }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.path.includes('/invoice'))).toHaveLength(0);
  });

  it('shows a loader while the invoice is on its way', async () => {
    openInvoice({ body: { success: true, data: invoice } });
    const release = holdRequests(`/orders/${ORDER_ID}/invoice`);
    expect(await screen.findByText('Loading your invoice…')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax Invoice' }),
    ).toBeInTheDocument();
  });
});
