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
 * What the artwork download rule needs of a product config: the spec's
 * `productFlowConfiguration.nonCustomizable`, a boolean — the shape the products service
 * serves and `@storefront/catalog`'s `ProductConfig` parses (so a catalogue product config
 * can be passed as it is).
 *
 * @example
 * const config: ArtworkDownloadProductConfig = { productFlowConfiguration: { nonCustomizable: true } };
 */
export interface ArtworkDownloadProductConfig {
  productFlowConfiguration?: {
    nonCustomizable?: boolean | null;
  } | null;
}

/**
 * Whether the artwork download flow is enabled for an order line (spec): when the line has
 * no document reference URL (missing or blank), or, with a product config, when the product
 * is non-customizable — a product the designer does not make a print document for, whose
 * artwork is therefore downloaded.
 *
 * @example
 * isArtworkDownloadEnabled({ documentReferenceUrl: '' }); // true
 * isArtworkDownloadEnabled({ documentReferenceUrl: 'https://docs.example/1' }); // false
 * isArtworkDownloadEnabled(
 *   { documentReferenceUrl: 'https://docs.example/1' },
 *   { productFlowConfiguration: { nonCustomizable: true } },
 * ); // true
 */
export function isArtworkDownloadEnabled(
  line: ArtworkDownloadLine,
  productConfig?: ArtworkDownloadProductConfig | null,
): boolean {
  const url = line.documentReferenceUrl;
  if (typeof url !== 'string' || url.trim() === '') return true;
  return productConfig?.productFlowConfiguration?.nonCustomizable === true;
}
