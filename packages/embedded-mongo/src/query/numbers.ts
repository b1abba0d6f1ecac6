/**
 * MongoDB compares every numeric BSON type (int, long, double, decimal) by its exact value:
 * Decimal128('5.0') equals 5, and the double 0.1 is not Decimal128('0.1'). Stored numbers are
 * JS numbers, except a Long beyond 2^53 or a Decimal128, which stay BSON objects; those are
 * compared here as exact fractions.
 */

/** A finite number as the fraction n / d (d > 0), or NaN, or an infinity. */
type Exact = { n: bigint; d: bigint } | 'NaN' | 'Infinity' | '-Infinity';

const NUMERIC_TAGS = new Set(['Int32', 'Double', 'Long', 'Decimal128']);

const tagOf = (value: unknown): string | undefined =>
  (value as { _bsontype?: string } | null)?._bsontype;

export function isBsonNumber(value: unknown): boolean {
  return (
    typeof value === 'number' || typeof value === 'bigint' || NUMERIC_TAGS.has(tagOf(value) ?? '')
  );
}

function exactOfDouble(x: number): Exact {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  // A double is m / 2^k: doubling a fraction is exact, and it becomes whole within 1,074 steps.
  let d = 1n;
  while (!Number.isInteger(x)) {
    x *= 2;
    d *= 2n;
  }
  return { n: BigInt(x), d };
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?(?:E([+-]\d+))?$/;

/** Decimal128's own string form: 'NaN', '[-]Infinity', '1.50', '-0', '1.2E+7', '1E-9'. */
function exactOfDecimal(text: string): Exact {
  if (text === 'NaN' || text === 'Infinity' || text === '-Infinity') return text;
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`unexpected Decimal128 text ${text}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const coefficient = BigInt(`${sign}${whole}${fraction}`);
  const scale = Number(exponent) - fraction.length;
  return scale >= 0
    ? { n: coefficient * 10n ** BigInt(scale), d: 1n }
    : { n: coefficient, d: 10n ** BigInt(-scale) };
}

function exactOf(value: unknown): Exact {
  if (typeof value === 'number') return exactOfDouble(value);
  if (typeof value === 'bigint') return { n: value, d: 1n };
  switch (tagOf(value)) {
    case 'Long':
      return { n: BigInt(String(value)), d: 1n };
    case 'Decimal128':
      return exactOfDecimal(String(value));
    case 'Int32':
    case 'Double':
      return exactOfDouble((value as { value: number }).value);
  }
  throw new Error('not a number');
}

const RANK = { NaN: 0, '-Infinity': 1, Infinity: 3 } as const;
const rankOf = (exact: Exact): number => (typeof exact === 'string' ? RANK[exact] : 2);

/** Exact order over numbers of any BSON numeric type; NaN sorts below every other number, as in mongod's sorts. */
export function compareNumbers(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a < b) return -1;
    if (a > b) return 1;
    if (a === b) return 0;
    return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  }
  const x = exactOf(a);
  const y = exactOf(b);
  const byRank = rankOf(x) - rankOf(y);
  if (byRank !== 0 || typeof x === 'string' || typeof y === 'string') return Math.sign(byRank);
  const difference = x.n * y.d - y.n * x.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function isNaNNumber(value: unknown): boolean {
  return typeof value === 'number' ? Number.isNaN(value) : exactOf(value) === 'NaN';
}

/** The nearest double (NaN for what is not a number): Number() of a Long's or a Decimal128's text rounds correctly. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || isBsonNumber(value)) return Number(String(value));
  return Number((value as { valueOf(): unknown } | null)?.valueOf());
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));

/**
 * A string equal for two numbers exactly when they are equal: the double's own text when the
 * value is exactly a double (so a Decimal128('5.0') keys as 5), else the reduced fraction.
 */
export function numberKey(value: unknown): string {
  if (typeof value === 'number') return String(value);
  const exact = exactOf(value);
  if (typeof exact === 'string') return exact;
  const nearest = toNumber(value);
  if (Number.isFinite(nearest) && compareNumbers(nearest, value) === 0) return String(nearest);
  const divisor = gcd(exact.n, exact.d);
  return `${exact.n / divisor}/${exact.d / divisor}`;
}
