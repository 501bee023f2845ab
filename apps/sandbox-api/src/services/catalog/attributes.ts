/**
 * The product attribute keys of the spec (section 3), as the selector service and the
 * storefront spell them.
 */
export const ATTRIBUTE_KEYS = [
  'Quantity',
  'Size',
  'Width',
  'Height',
  'Depth',
  'Print Options',
  'Logo Repeat Length',
  'Color',
] as const;

/** One product attribute key. */
export type AttributeKey = (typeof ATTRIBUTE_KEYS)[number];

/** How a box is printed, cheapest first. */
export const PRINT_OPTIONS = [
  'Outside only 1 colour',
  'Outside full colour',
  'Outside + inside full colour',
] as const;

/** One print option. */
export type PrintOption = (typeof PRINT_OPTIONS)[number];

/** The board a box is made of. */
export const BOARD_COLORS = ['Kraft', 'White'] as const;

/** One board colour. */
export type BoardColor = (typeof BOARD_COLORS)[number];

/**
 * The key a text is matched on: case, surrounding and repeated spaces, and the spelling of
 * "colour" do not matter (`outside full color` finds `Outside full colour`).
 *
 * @example
 * ```ts
 * matchKey('  OUTSIDE  full color'); // 'outside full colour'
 * ```
 */
export function matchKey(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/\bcolor\b/g, 'colour');
}
