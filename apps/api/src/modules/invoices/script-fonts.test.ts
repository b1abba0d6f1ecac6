import type { Invoice } from '@gymfuel/contracts';
import { describe, expect, it } from 'vitest';
import { pdfFontNames, pdfText } from '../../test/pdf-text.js';
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.js';
import { textRuns } from './script-fonts.js';

describe('textRuns', () => {
  it('cuts text where its script changes, spaces and Latin in the base font', () => {
    expect(textRuns('Priya प्रिया शर्मा', 'bold')).toEqual([
      { font: 'bold', text: 'Priya ' },
      { font: 'devanagari-bold', text: 'प्रिया' },
      { font: 'bold', text: ' ' },
      { font: 'devanagari-bold', text: 'शर्मा' },
    ]);
    expect(textRuns('Asha', 'regular')).toEqual([{ font: 'regular', text: 'Asha' }]);
    expect(textRuns('', 'regular')).toEqual([]);
  });

  it('keeps a joiner or a danda with the script before it, as Bengali and Tamil use them too', () => {
    // ZWNJ (U+200C) inside a Bengali word, and a danda (U+0964) after a Tamil one.
    expect(textRuns('র\u200Cয தமிழ்।', 'regular')).toEqual([
      { font: 'bengali-regular', text: 'র\u200Cয' },
      { font: 'regular', text: ' ' },
      { font: 'tamil-regular', text: 'தமிழ்।' },
    ]);
    expect(textRuns('।', 'bold')).toEqual([{ font: 'devanagari-bold', text: '।' }]);
  });

  it('knows the scripts of India’s main languages', () => {
    const samples: Record<string, string> = {
      devanagari: 'क',
      bengali: 'ক',
      gurmukhi: 'ਕ',
      gujarati: 'ક',
      oriya: 'କ',
      tamil: 'க',
      telugu: 'క',
      kannada: 'ಕ',
      malayalam: 'ക',
    };
    for (const [script, letter] of Object.entries(samples)) {
      expect(textRuns(letter, 'regular')).toEqual([{ font: `${script}-regular`, text: letter }]);
    }
  });
});

/** ₹150 × 3 less ₹45 = ₹405 paid: taxable ₹385.71, CGST ₹9.65, SGST ₹9.64. */
const invoice: Invoice = {
  invoiceNumber: 'GF/26-27/000123',
  date: '2026-11-25T10:00:00.000Z',
  seller: {
    legalName: 'GymFuel Foods Private Limited',
    address: '12 Linking Road, Bandra West, Mumbai 400050, Maharashtra',
    gstin: '27AABCG1234F1Z5',
    fssaiLicence: '11526999000123',
    stateCode: '27',
  },
  buyer: {
    name: 'प्रिया (Priya) தமிழ்',
    address: 'Iron Temple, Andheri West, मुंबई, Maharashtra',
    state: 'Maharashtra',
  },
  placeOfSupply: 'Maharashtra (27)',
  lines: [
    {
      description: 'Shake',
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

describe('a buyer who writes their name in Hindi and Tamil', () => {
  it('gets it in Noto Sans Devanagari and Tamil on the invoice, not as boxes', async () => {
    const pdf = await renderInvoicePdf(invoice);
    expect(await pdfFontNames(pdf)).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansDevanagari-Bold',
      'NotoSansDevanagari-Regular',
      'NotoSansTamil-Bold',
    ]);
    const text = await pdfText(pdf);
    // Vowel signs that are drawn before their consonant come out first in pdftotext, so the
    // name is checked by its parts; 'मुंबई' has none.
    expect(text).toContain('(Priya)');
    expect(text).toMatch(/^Iron Temple, Andheri West, मुंबई, Maharashtra\s/m);
    expect(text).toMatch(/^State: Maharashtra\s/m);
  });

  it('and on the credit note', async () => {
    const pdf = await renderCreditNotePdf(invoice, {
      number: 'CN/26-27/000001',
      date: '2026-11-26T10:00:00.000Z',
      amount: 405,
    });
    expect(await pdfFontNames(pdf)).toContain('NotoSansDevanagari-Bold');
  });

  it('leaves a Latin-only invoice in DejaVu Sans alone', async () => {
    const pdf = await renderInvoicePdf({
      ...invoice,
      buyer: { ...invoice.buyer, name: 'Asha', address: 'Iron Temple, Mumbai' },
    });
    expect(await pdfFontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });
});

describe('a product whose title is in Hindi', () => {
  it('is set in Noto Sans Devanagari on the invoice, within its cell', async () => {
    const [line] = invoice.lines;
    const pdf = await renderInvoicePdf({
      ...invoice,
      buyer: { ...invoice.buyer, name: 'Asha', address: 'Iron Temple, Mumbai' },
      lines: [{ ...line!, description: 'केसर बादाम शेक Kesar Badam Shake' }],
    });
    expect(await pdfFontNames(pdf)).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansDevanagari-Regular',
    ]);
    // Wrapped within the description column: the SAC stands alone beside it, not overprinted.
    expect(await pdfText(pdf)).toMatch(/ 996331 +3 +₹150\.00 +₹45\.00 +₹385\.71 /);
  });
});

describe('a seller whose address is in Hindi', () => {
  it('is set in Noto Sans Devanagari on the invoice', async () => {
    const pdf = await renderInvoicePdf({
      ...invoice,
      buyer: { ...invoice.buyer, name: 'Asha', address: 'Iron Temple, Mumbai' },
      seller: { ...invoice.seller, address: 'बांद्रा पश्चिम, मुंबई 400050' },
    });
    expect(await pdfFontNames(pdf)).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
      'NotoSansDevanagari-Regular',
    ]);
  });
});
