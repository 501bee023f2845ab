/** Markup helpers every illustration uses: numbers, text and thin lines in SVG. */

/**
 * A coordinate rounded to two decimals, so the SVG stays short and the same every time.
 *
 * @example
 * round(1 / 3); // 0.33
 */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Text made safe for an SVG attribute or element.
 *
 * @example
 * escapeXml("'A&B'"); // "'A&amp;B'"
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The attributes of a one-pixel line in a colour, dashed or not, that keeps its width however
 * the drawing is scaled.
 *
 * @example
 * `<line x1="0" y1="0" x2="1" y2="0" ${thin('#000')}/>`;
 */
export const thin = (color: string, dashed = false) =>
  `stroke="${color}" stroke-width="1" vector-effect="non-scaling-stroke" fill="none"${dashed ? ' stroke-dasharray="4 3"' : ''}`;
