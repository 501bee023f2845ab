// The preview of a file the sandbox cannot draw (a PDF: there is no PDF renderer without a
// new package): a page with a folded corner, the type and the file name.

/** The two sizes of preview links. */
export type PreviewVariant = 'preview' | 'thumbnail';

/** Pixel size of each variant's placeholder (a letter page, and a square tile). */
export const PLACEHOLDER_SIZES: Readonly<
  Record<PreviewVariant, { width: number; height: number }>
> = {
  preview: { width: 612, height: 792 },
  thumbnail: { width: 300, height: 300 },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/**
 * An SVG standing in for a file without an image preview: a document drawing labelled `label`
 * (e.g. `PDF`) with the file name (shortened to 32 characters), sized for the variant.
 *
 * @example
 * ```ts
 * placeholderSvg('PDF', 'Mailer artwork.pdf', 'thumbnail'); // '<svg xmlns=… width="300" height="300" …'
 * ```
 */
export function placeholderSvg(label: string, filename: string, variant: PreviewVariant): string {
  const { width, height } = PLACEHOLDER_SIZES[variant];
  const chars = [...filename];
  const name = chars.length > 32 ? `${chars.slice(0, 31).join('')}…` : filename;
  // Drawn on a 300 × 388 page and scaled to the variant's box.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 388" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${escapeXml(`${label}: ${filename}`)}">`,
    '<rect width="300" height="388" fill="#f4f4f5"/>',
    '<path d="M60 40h130l50 50v258H60z" fill="#ffffff" stroke="#71717a" stroke-width="4"/>',
    '<path d="M190 40v50h50" fill="#e4e4e7" stroke="#71717a" stroke-width="4"/>',
    `<text x="150" y="200" text-anchor="middle" font-family="sans-serif" font-size="44" font-weight="700" fill="#b91c1c">${escapeXml(label)}</text>`,
    `<text x="150" y="372" text-anchor="middle" font-family="sans-serif" font-size="16" fill="#27272a">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}
