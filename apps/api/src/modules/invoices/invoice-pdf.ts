import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  formatInr,
  SHOP_TIME_ZONE,
  stateByCode,
  formatStateWithCode,
  type CreditNote,
  type Invoice,
} from '@gymfuel/contracts';
import PDFDocument from 'pdfkit';
import { heightOfText, registerScriptFonts, writeText } from './script-fonts.js';

/**
 * DejaVu Sans from its npm package: a free font with the rupee sign (U+20B9), which PDF's
 * built-in fonts lack. pdfkit embeds the glyphs used, so the file reads the same everywhere.
 */
const fontFolder = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONTS = {
  regular: join(fontFolder, 'DejaVuSans.ttf'),
  bold: join(fontFolder, 'DejaVuSans-Bold.ttf'),
} as const;

const PAGE_MARGIN = 36;
const INK = '#1f2328';
const MUTED = '#57606a';
const RULE = '#d0d7de';
const BAND = '#f3f5f7';

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
/** '25 Nov 2026', the date in India whatever the server's zone. */
const dateOf = (iso: string) => indiaDate.format(new Date(iso));

/**
 * The line table's columns: widths add up to the A4 page less its margins (523 pt). '#' fits two
 * digits (an order has at most ORDER_LINES_MAX, 50, lines).
 */
const COLUMNS = [
  { title: '#', width: 20, align: 'left' },
  { title: 'Description', width: 103, align: 'left' },
  { title: 'SAC', width: 40, align: 'left' },
  { title: 'Qty', width: 26, align: 'right' },
  { title: 'Unit price', width: 52, align: 'right' },
  { title: 'Discount', width: 48, align: 'right' },
  { title: 'Taxable value', width: 58, align: 'right' },
  { title: 'CGST', width: 52, align: 'right' },
  { title: 'SGST', width: 52, align: 'right' },
  { title: 'Total', width: 72, align: 'right' },
] as const;
const CELL_PADDING = 3;

type Doc = InstanceType<typeof PDFDocument>;

/** What heads the document: a tax invoice, or the credit note cancelling one. */
interface Heading {
  title: string;
  facts: [label: string, value: string][];
}

function drawHeader(doc: Doc, invoice: Invoice, heading: Heading): void {
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const top = doc.y;
  doc.font('bold').fontSize(18).fillColor(INK).text(heading.title, PAGE_MARGIN, top, {
    width,
    align: 'right',
  });
  // The seller's name and address are configuration, and may be written in an Indian script.
  doc.x = PAGE_MARGIN;
  doc.y = top;
  writeText(doc.fontSize(13), 'bold', invoice.seller.legalName, { width: 300 });
  writeText(doc.fontSize(9).fillColor(MUTED), 'regular', invoice.seller.address, { width: 300 });
  doc.moveDown(0.3).fillColor(INK);
  const state = stateByCode(invoice.seller.stateCode);
  for (const [label, value] of [
    ['GSTIN', invoice.seller.gstin],
    ['FSSAI Lic. No.', invoice.seller.fssaiLicence],
    ['State', state === undefined ? invoice.seller.stateCode : formatStateWithCode(state)],
  ]) {
    doc
      .font('bold')
      .text(`${label}: `, { continued: true })
      .font('regular')
      .text(value ?? '');
  }
  const leftBottom = doc.y;

  let y = top + 30;
  for (const [label, value] of heading.facts) {
    doc.font('regular').fontSize(9).fillColor(MUTED).text(label, 340, y, { width: 95 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, 435, y, { width: width + PAGE_MARGIN - 435 });
    y = doc.y + 2;
  }
  doc.y = Math.max(leftBottom, y) + 10;
  rule(doc);
}

function drawParties(doc: Doc, invoice: Invoice): void {
  const top = doc.y + 8;
  doc.font('bold').fontSize(8).fillColor(MUTED).text('BILL TO / SHIP TO', PAGE_MARGIN, top);
  // The buyer's name and address are typed by the shopper, in any of India's scripts.
  writeText(doc.fontSize(10).fillColor(INK), 'bold', invoice.buyer.name, { width: 280 });
  writeText(doc.fontSize(9), 'regular', invoice.buyer.address, { width: 280 });
  doc.text(`State: ${invoice.buyer.state}`, { width: 280 });
  const leftBottom = doc.y;
  doc.font('bold').fontSize(8).fillColor(MUTED).text('PLACE OF SUPPLY', 340, top);
  doc.font('bold').fontSize(10).fillColor(INK).text(invoice.placeOfSupply, 340, doc.y);
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(MUTED)
    .text('REVERSE CHARGE', 340, doc.y + 6);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text('Whether tax is payable on reverse charge: No', 340, doc.y, {
      width: 219,
    });
  doc.y = Math.max(leftBottom, doc.y) + 12;
}

/**
 * The totals block and the amount in words: four rows (60 pt), the gap and up to two lines of
 * words, with room to spare. It is drawn at fixed positions, so it must not straddle a page.
 */
const TOTALS_HEIGHT = 110;

/**
 * Starts a new page unless `height` more points fit above the bottom margin. Answers whether it
 * did. Needed before whatever is drawn at fixed positions (table rows, the totals): pdfkit would
 * otherwise move each cell's text to a page of its own.
 */
function newPageUnlessFits(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - PAGE_MARGIN) return false;
  doc.addPage();
  return true;
}

interface RowStyle {
  bold?: boolean;
  band?: boolean;
}

/** The height of a table row: its tallest cell, wrapped within its column, and the padding. */
function rowHeight(doc: Doc, cells: readonly string[], style: RowStyle): number {
  doc.fontSize(8);
  const heights = COLUMNS.map((column, index) =>
    heightOfText(doc, style.bold ? 'bold' : 'regular', cells[index] ?? '', {
      width: column.width - 2 * CELL_PADDING,
    }),
  );
  return Math.max(...heights) + 2 * CELL_PADDING;
}

/**
 * One table row. Texts wrap within their cells, each script in its font: a description is the
 * menu's product title, which may be in Hindi.
 */
function drawRow(doc: Doc, cells: readonly string[], options: RowStyle) {
  const top = doc.y;
  const height = rowHeight(doc, cells, options);
  if (options.band) {
    doc.rect(PAGE_MARGIN, top, doc.page.width - 2 * PAGE_MARGIN, height).fill(BAND);
  }
  let x = PAGE_MARGIN;
  doc.fillColor(INK);
  COLUMNS.forEach((column, index) => {
    doc.x = x + CELL_PADDING;
    doc.y = top + CELL_PADDING;
    writeText(doc, options.bold ? 'bold' : 'regular', cells[index] ?? '', {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
  doc.x = PAGE_MARGIN;
  doc.y = top + height;
  rule(doc);
}

function drawLines(doc: Doc, invoice: Invoice): void {
  const [first] = invoice.lines;
  const rates = first === undefined ? ['', ''] : [` ${first.cgstRate}%`, ` ${first.sgstRate}%`];
  const headings = COLUMNS.map((column, index) =>
    index === 7 ? `CGST${rates[0]}` : index === 8 ? `SGST${rates[1]}` : column.title,
  );
  const headingStyle = { bold: true, band: true };
  drawRow(doc, headings, headingStyle);
  invoice.lines.forEach((line, index) => {
    const cells = [
      String(index + 1),
      line.description,
      line.sac,
      String(line.quantity),
      formatInr(line.unitPrice),
      formatInr(line.discount),
      formatInr(line.taxableValue),
      formatInr(line.cgst),
      formatInr(line.sgst),
      formatInr(line.total),
    ];
    // A table that runs on to the next page repeats its headings there.
    if (newPageUnlessFits(doc, rowHeight(doc, cells, {}))) drawRow(doc, headings, headingStyle);
    drawRow(doc, cells, {});
  });
}

function drawTotals(doc: Doc, invoice: Invoice, totalLabel: string): void {
  const x = 340;
  const width = doc.page.width - PAGE_MARGIN - x;
  newPageUnlessFits(doc, TOTALS_HEIGHT);
  doc.y += 6;
  const rows: [string, string, boolean][] = [
    ['Taxable value', formatInr(invoice.totals.taxableValue), false],
    [`CGST`, formatInr(invoice.totals.cgst), false],
    [`SGST`, formatInr(invoice.totals.sgst), false],
    [totalLabel, formatInr(invoice.totals.total), true],
  ];
  for (const [label, value, bold] of rows) {
    const y = doc.y;
    if (bold) doc.rect(x, y - 2, width, 18).fill(BAND);
    doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(bold ? 10 : 9)
      .fillColor(INK);
    doc.text(label, x + CELL_PADDING, y + 1, { width: width / 2 });
    doc.text(value, x + width / 2, y + 1, { width: width / 2 - CELL_PADDING, align: 'right' });
    doc.y = y + (bold ? 18 : 14);
  }
  doc.moveDown(0.8);
  doc.font('bold').fontSize(9).text('Amount in words: ', PAGE_MARGIN, doc.y, { continued: true });
  doc.font('regular').text(invoice.amountInWords);
}

function drawFooter(doc: Doc, note: string): void {
  doc.moveDown(1.5);
  rule(doc);
  doc
    .moveDown(0.5)
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(note, PAGE_MARGIN, doc.y, { width: doc.page.width - 2 * PAGE_MARGIN });
}

function rule(doc: Doc): void {
  doc
    .moveTo(PAGE_MARGIN, doc.y)
    .lineTo(doc.page.width - PAGE_MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Renders into memory; resolves with the finished file. */
function render(title: string, issuedAt: string, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    font: FONTS.regular,
    // Fixed dates: the same document renders to the same bytes.
    info: { Title: title, Author: 'GymFuel', CreationDate: new Date(issuedAt) },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  registerScriptFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const COMPUTER_GENERATED =
  'Prices include GST: restaurant service (SAC 996331) at 5%, CGST 2.5% + SGST 2.5%. This is a computer-generated document and needs no signature.';

/** A CGST Rule 46 tax invoice, A4. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  return render(`Tax invoice ${invoice.invoiceNumber}`, invoice.date, (doc) => {
    drawHeader(doc, invoice, {
      title: 'TAX INVOICE',
      facts: [
        ['Invoice No.', invoice.invoiceNumber],
        ['Invoice date', dateOf(invoice.date)],
      ],
    });
    drawParties(doc, invoice);
    drawLines(doc, invoice);
    drawTotals(doc, invoice, 'Invoice total');
    drawFooter(doc, COMPUTER_GENERATED);
  });
}

/** The credit note cancelling the whole of `invoice`: its lines, against its number. */
export function renderCreditNotePdf(invoice: Invoice, creditNote: CreditNote): Promise<Buffer> {
  return render(`Credit note ${creditNote.number}`, creditNote.date, (doc) => {
    drawHeader(doc, invoice, {
      title: 'CREDIT NOTE',
      facts: [
        ['Credit note No.', creditNote.number],
        ['Date', dateOf(creditNote.date)],
        ['Against invoice', invoice.invoiceNumber],
        ['Invoice date', dateOf(invoice.date)],
      ],
    });
    drawParties(doc, invoice);
    drawLines(doc, invoice);
    drawTotals(doc, invoice, 'Credit total');
    drawFooter(
      doc,
      `Issued because the order was cancelled: it cancels tax invoice ${invoice.invoiceNumber} in full. ${COMPUTER_GENERATED}`,
    );
  });
}
