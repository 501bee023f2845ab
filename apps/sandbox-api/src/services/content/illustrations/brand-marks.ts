import type { Palette } from './brand-palettes.ts';
import { escapeXml, round } from './svg-markup.ts';

/**
 * The brand's name centred at (cx, cy); long names shrink to fit a face twice cx wide.
 *
 * @example
 * wordmark(PALETTES.boxup, 0.75, 0.42, 0.2); // '<text … fill="#a84a0c" …>BoxUp</text>'
 */
export function wordmark(
  palette: Palette,
  cx: number,
  cy: number,
  size: number,
  fill = palette.accent,
) {
  const fitted = Math.min(size, (cx * 2 * 0.85) / (0.6 * palette.wordmark.length));
  return `<text x="${round(cx)}" y="${round(cy)}" font-family="${escapeXml(palette.font)}" font-size="${round(fitted)}" font-weight="700" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(palette.wordmark)}</text>`;
}

/**
 * A round logo: the brand's initial on a disc of its accent colour.
 *
 * @example
 * logoDisc(PALETTES.ybd, 0.5, 0.5, 0.2); // '<circle …/><text …>Y</text>'
 */
export function logoDisc(palette: Palette, cx: number, cy: number, r: number): string {
  const initial = escapeXml(palette.wordmark.charAt(0));
  return (
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${palette.accent}"/>` +
    `<text x="${round(cx)}" y="${round(cy)}" font-family="${escapeXml(palette.font)}" font-size="${round(r * 1.2)}" font-weight="700" fill="${palette.paper}" text-anchor="middle" dominant-baseline="central">${initial}</text>`
  );
}

/**
 * The "$1" badge of a sample image.
 *
 * @example
 * sampleBadge(PALETTES.boxup, 326, 74, 34); // '<circle …/><text …>$1</text>'
 */
export function sampleBadge(p: Palette, cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.accent}"/>` +
    `<text x="${cx}" y="${cy}" font-family="${escapeXml(p.font)}" font-size="${round(r * 0.9)}" font-weight="700" fill="${p.paper}" text-anchor="middle" dominant-baseline="central">$1</text>`
  );
}
