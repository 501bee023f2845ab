// Internal: exact decimal numbers as a bigint of units and a scale (value = units / 10^scale).
// Nothing here is exported from the package; money, tax percent and the quantity calculator
// build on it so that no amount ever passes through binary floating point.

/** An exact decimal: `units / 10^scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/**
 * How a value is rounded when digits are dropped. `half-up` rounds a tie away from zero
 * (`0.125 → 0.13`, `-0.125 → -0.13`, like Java's `HALF_UP`); `half-even` rounds a tie to the
 * even neighbour (`0.125 → 0.12`, `0.135 → 0.14`, banker's rounding). Values that are not
 * ties round to the nearest neighbour in both modes.
 *
 * @example
 * ```ts
 * import { money, toCents, type RoundingMode } from '@storefront/pricing';
 *
 * const mode: RoundingMode = 'half-even';
 * toCents(money('0.125'), mode); // 12n
 * ```
 */
export type RoundingMode = 'half-even' | 'half-up';

const PLAIN_DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;
const NUMBER_TEXT = /^(-)?(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** The largest scale money and decimals may carry (commercetools allows up to 20 digits). */
export const MAX_SCALE = 20;

/** 10^exponent as a bigint. */
export function powerOfTen(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * Parses a plain decimal string such as `12.345`, `-0.10` or `7` exactly. Surrounding
 * whitespace is ignored; exponents, grouping separators and a bare `.5` are not accepted.
 */
export function parseDecimalString(text: string): Decimal | undefined {
  const match = PLAIN_DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > MAX_SCALE) return undefined;
  const magnitude = BigInt(whole + fraction);
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

/**
 * The decimal a finite JavaScript number stands for: its shortest round-trip text (what
 * `String(value)` prints, e.g. `0.0825`), read exactly. This is how a number that arrived in
 * JSON as `0.0825` is turned back into the decimal it was written as, without arithmetic.
 */
export function decimalFromNumber(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = NUMBER_TEXT.exec(String(value));
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number.parseInt(exponentText, 10);
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= powerOfTen(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** Reads a number (via its shortest text) or a plain decimal string. */
export function toDecimal(value: number | string): Decimal | undefined {
  return typeof value === 'number' ? decimalFromNumber(value) : parseDecimalString(value);
}

/** The same value expressed with `scale` digits; only for `scale >= decimal.scale`. */
export function rescaleUp(units: bigint, fromScale: number, toScale: number): bigint {
  return units * powerOfTen(toScale - fromScale);
}

/**
 * Divides `numerator / denominator` (denominator > 0) to a whole number with the given
 * rounding. `half-up` rounds ties away from zero (as Java's `HALF_UP`), `half-even` to the
 * even neighbour (banker's rounding).
 */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  if (remainder === 0n) return quotient;
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n;
  const awayFromZero = numerator < 0n ? quotient - 1n : quotient + 1n;
  if (twiceRemainder > denominator) return awayFromZero;
  if (twiceRemainder < denominator) return quotient;
  if (mode === 'half-up') return awayFromZero;
  return quotient % 2n === 0n ? quotient : awayFromZero;
}

/** Units at `fromScale` re-expressed at `toScale`, rounding when digits are dropped. */
export function rescale(
  units: bigint,
  fromScale: number,
  toScale: number,
  mode: RoundingMode,
): bigint {
  if (toScale >= fromScale) return rescaleUp(units, fromScale, toScale);
  return divideRounded(units, powerOfTen(fromScale - toScale), mode);
}

/** Prints units at a scale as a plain decimal string with exactly `scale` fraction digits. */
export function formatUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}
