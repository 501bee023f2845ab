/**
 * Box sizes: the inside length, width and depth of a box in inches, written `L x W x D`
 * (`9 x 6 x 3`). The attribute keys Width, Height and Depth carry the same three numbers seen
 * from above, as a 2D design canvas sees the lid: Width = L, Height = W, Depth = D.
 */
export interface BoxDimensions {
  /** Inside length (the long side of the lid), inches. */
  length: number;
  /** Inside width (front to back), inches. */
  width: number;
  /** Inside depth (how tall the box stands), inches. */
  depth: number;
}

const NUMBER = /^\d+(?:\.\d+)?$/;

/**
 * Reads a size as shoppers and clients write it: `9 x 6 x 3`, `9x6x3`, `9 × 6 × 3`,
 * `9" x 6" x 3"`. Answers `undefined` for anything else, or for a dimension that is not above 0.
 *
 * @example
 * ```ts
 * parseSize('12.5X9.5X1'); // { length: 12.5, width: 9.5, depth: 1 }
 * parseSize('big'); // undefined
 * ```
 */
export function parseSize(text: string): BoxDimensions | undefined {
  const parts = text
    .toLowerCase()
    .replace(/["”″]|in(?:ch(?:es)?)?\b/g, '')
    .replace(/\s+/g, '')
    .split(/[x×*]/);
  if (parts.length !== 3 || !parts.every((part) => NUMBER.test(part))) return undefined;
  const [length, width, depth] = parts.map(Number) as [number, number, number];
  if (length <= 0 || width <= 0 || depth <= 0) return undefined;
  return { length, width, depth };
}

/**
 * The canonical text of a size, as the catalogue stores it: shortest decimals, ` x ` between.
 *
 * @example
 * ```ts
 * formatSize({ length: 12.5, width: 9.5, depth: 1 }); // '12.5 x 9.5 x 1'
 * ```
 */
export function formatSize({ length, width, depth }: BoxDimensions): string {
  return `${length} x ${width} x ${depth}`;
}

/**
 * The canonical text of a size written any way {@link parseSize} reads, or `undefined`.
 *
 * @example
 * ```ts
 * normalizeSize('9x6x3'); // '9 x 6 x 3'
 * ```
 */
export function normalizeSize(text: string): string | undefined {
  const dimensions = parseSize(text);
  return dimensions && formatSize(dimensions);
}
