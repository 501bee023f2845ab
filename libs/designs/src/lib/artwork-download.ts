/**
 * What the artwork download rule needs of an order line.
 *
 * @example
 * const line: ArtworkDownloadLine = { documentReferenceUrl: null };
 */
export interface ArtworkDownloadLine {
  /** URL of the line's print document; absent when no document was made for the line. */
  documentReferenceUrl?: string | null;
}

/**
 * What the artwork download rule needs of a product config: the non-customizable flow
 * configuration. A product is non-customizable when `nonCustomizable` is present; the
 * artwork download flow applies to it when `artworkDownloadFlow` is `true`.
 *
 * @example
 * const config: ArtworkDownloadProductConfig = {
 *   productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: true } },
 * };
 */
export interface ArtworkDownloadProductConfig {
  productFlowConfiguration?: {
    nonCustomizable?: { artworkDownloadFlow?: boolean | null } | null;
  } | null;
}

/**
 * Whether the artwork download flow is enabled for an order line (spec): when the line has
 * no document reference URL (missing or blank), or, with a product config, when the product
 * is non-customizable and the artwork download flow applies to it.
 *
 * @example
 * isArtworkDownloadEnabled({ documentReferenceUrl: '' }); // true
 * isArtworkDownloadEnabled({ documentReferenceUrl: 'https://docs.example/1' }); // false
 * isArtworkDownloadEnabled(
 *   { documentReferenceUrl: 'https://docs.example/1' },
 *   { productFlowConfiguration: { nonCustomizable: { artworkDownloadFlow: true } } },
 * ); // true
 */
export function isArtworkDownloadEnabled(
  line: ArtworkDownloadLine,
  productConfig?: ArtworkDownloadProductConfig | null,
): boolean {
  const url = line.documentReferenceUrl;
  if (typeof url !== 'string' || url.trim() === '') return true;
  return productConfig?.productFlowConfiguration?.nonCustomizable?.artworkDownloadFlow === true;
}
