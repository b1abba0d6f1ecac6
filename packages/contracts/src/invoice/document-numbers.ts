import { z } from '../zod.js';

/** Rule 46 caps a tax invoice's number at 16 characters; ours are 15 up to the millionth. */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const SEQUENCE_DIGITS = 6;

/** The series: tax invoices and credit notes are numbered separately, each per financial year. */
export const DOCUMENT_PREFIXES = { invoice: 'GF', creditNote: 'CN' } as const;
export type DocumentKind = keyof typeof DOCUMENT_PREFIXES;

/** 'GF/26-27/000123': the series, the financial year and the number within it. */
export function formatDocumentNumber(kind: DocumentKind, financialYear: string, sequence: number) {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`A document number starts at 1: ${sequence}`);
  }
  const number = `${DOCUMENT_PREFIXES[kind]}/${financialYear}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) {
    throw new RangeError(`${number} is longer than ${DOCUMENT_NUMBER_MAX_LENGTH} characters`);
  }
  return number;
}

/** A number of one series: invoiceNumberSchema parses 'GF/26-27/000123' and nothing else. */
const numberOfSeries = (kind: DocumentKind) =>
  z
    .string()
    .regex(
      new RegExp(`^${DOCUMENT_PREFIXES[kind]}/\\d{2}-\\d{2}/\\d{6,7}$`),
      `Must be a number like ${formatDocumentNumber(kind, '26-27', 123)}`,
    );

export const invoiceNumberSchema = numberOfSeries('invoice');
export const creditNoteNumberSchema = numberOfSeries('creditNote');
