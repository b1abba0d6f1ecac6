import { Decimal128 } from 'mongodb';

/** A Decimal128 of `text`, as a test stores it. */
export const dec = (text: string) => Decimal128.fromString(text);

/** 2^53 + 1: no double holds it, so a Long or Decimal128 of it must be compared exactly. */
export const BIG = '9007199254740993';
