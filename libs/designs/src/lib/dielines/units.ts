/**
 * Units a dieline can be drawn or entered in: inches (the model's own unit) or millimetres.
 *
 * @example
 * const unit: DielineUnit = 'mm';
 */
export type DielineUnit = 'in' | 'mm';

/**
 * Millimetres in one inch (exact, by definition).
 *
 * @example
 * 8 * MM_PER_INCH; // 203.2
 */
export const MM_PER_INCH = 25.4;

/**
 * Inches to millimetres.
 *
 * @example
 * inchesToMillimetres(0.125); // 3.175
 */
export function inchesToMillimetres(inches: number): number {
  return inches * MM_PER_INCH;
}

/**
 * Millimetres to inches.
 *
 * @example
 * millimetresToInches(203.2); // 8
 */
export function millimetresToInches(millimetres: number): number {
  return millimetres / MM_PER_INCH;
}

/** A length given in inches, expressed in the unit (no rounding). */
export function fromInches(inches: number, unit: DielineUnit): number {
  return unit === 'mm' ? inchesToMillimetres(inches) : inches;
}

/** A length given in the unit, expressed in inches. */
export function toInches(value: number, unit: DielineUnit): number {
  return unit === 'mm' ? millimetresToInches(value) : value;
}

/**
 * A length in inches as text in the unit: up to three decimals for inches, one for
 * millimetres, trailing zeros dropped.
 *
 * @example
 * formatDielineLength(8.0625, 'in'); // '8.063 in'
 * formatDielineLength(8.0625, 'mm'); // '204.8 mm'
 */
export function formatDielineLength(inches: number, unit: DielineUnit): string {
  return `${formatNumber(fromInches(inches, unit), unit === 'mm' ? 1 : 3)} ${unit}`;
}

/** A number with at most `decimals` decimals, trailing zeros and '-0' dropped. */
export function formatNumber(value: number, decimals: number): string {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
