import { describe, expect, it } from 'vitest';
import {
  creditNoteNumberSchema,
  formatDocumentNumber,
  invoiceNumberSchema,
} from './document-numbers.js';

describe('formatDocumentNumber', () => {
  it('writes invoices as GF/yy-yy/nnnnnn and credit notes as CN/yy-yy/nnnnnn', () => {
    expect(formatDocumentNumber('invoice', '26-27', 123)).toBe('GF/26-27/000123');
    expect(formatDocumentNumber('creditNote', '26-27', 7)).toBe('CN/26-27/000007');
    expect(formatDocumentNumber('invoice', '27-28', 1)).toBe('GF/27-28/000001');
  });

  it('stays within 16 characters past the millionth document of a year', () => {
    expect(formatDocumentNumber('invoice', '26-27', 999_999)).toBe('GF/26-27/999999');
    expect(formatDocumentNumber('invoice', '26-27', 1_000_000)).toBe('GF/26-27/1000000');
    expect(formatDocumentNumber('invoice', '26-27', 1_000_000)).toHaveLength(16);
    expect(() => formatDocumentNumber('invoice', '26-27', 10_000_000)).toThrow(RangeError);
  });

  it('starts at 1', () => {
    expect(() => formatDocumentNumber('invoice', '26-27', 0)).toThrow(RangeError);
  });

  it('parses each series on its own', () => {
    expect(invoiceNumberSchema.safeParse('GF/26-27/000123').success).toBe(true);
    expect(creditNoteNumberSchema.safeParse('CN/26-27/000007').success).toBe(true);
    expect(invoiceNumberSchema.safeParse('CN/26-27/000007').success).toBe(false);
    expect(creditNoteNumberSchema.safeParse('GF/26-27/000007').success).toBe(false);
    expect(invoiceNumberSchema.safeParse('GF/2026-27/000007').success).toBe(false);
  });
});
