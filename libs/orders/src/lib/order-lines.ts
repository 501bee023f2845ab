import { lineJsonField, type OrderLine } from './order-model';

/**
 * Whether a line may be ordered again: the service marks it re-orderable and not
 * non-orderable (spec §3 "Order line": isReOrderable, nonOrderable).
 *
 * @example
 * {canReorder(line) && <ReorderButton line={line} onReorder={addToCart} />}
 */
export function canReorder(line: Pick<OrderLine, 'isReOrderable' | 'nonOrderable'>): boolean {
  return line.isReOrderable && !line.nonOrderable;
}

/**
 * The custom fields a cart line draft may carry (the ecommerce service's client fields); the
 * service's own fields are never copied into a reorder.
 *
 * @example
 * REORDER_CUSTOM_FIELDS.includes('previewURL2dThumbnail'); // true
 */
export const REORDER_CUSTOM_FIELDS = [
  'merchandisingProductName',
  'userSelectionV2',
  'productImageUrl',
  'productPageRecordId',
  'customerComments',
  'mcpDocumentsSourceV2',
  'previewURL2dThumbnail',
  'previewURL3d',
  'variableAttributesV2',
  'templateInfo',
  'webpageUrl',
  'artworkRequired',
  'productDescription',
  'userUploadComplete',
] as const;

const BOOLEAN_FIELDS = new Set<string>(['artworkRequired', 'userUploadComplete']);

/**
 * A cart line draft (`POST …/carts` `lineItems[]`) that orders a line again.
 *
 * @example
 * const draft: ReorderLineDraft = { productKey: 'custom-mailer-box', quantity: 250, attributes: { Size: '9 x 6 x 3' }, custom: { fields: {} } };
 */
export interface ReorderLineDraft {
  productKey: string;
  quantity: number;
  attributes: Record<string, string>;
  custom: { fields: Record<string, string | boolean> };
}

/**
 * The cart line draft that orders `line` again: the same product, quantity, selection
 * (`Size`, `Print Options`, `Color`) and design (preview, documents, user selection and the
 * other client custom fields of the line). Returns `null` for a line that cannot be reordered
 * or has no product key.
 *
 * @example
 * const draft = reorderLineDraft(line);
 * if (draft) await http.post('carts', { json: { lineItems: [draft] } });
 */
export function reorderLineDraft(line: OrderLine): ReorderLineDraft | null {
  if (!canReorder(line) || !line.productKey || line.quantity < 1) return null;
  const fields: Record<string, string | boolean> = {};
  for (const name of REORDER_CUSTOM_FIELDS) {
    const value = line.customFields[name];
    if (BOOLEAN_FIELDS.has(name) ? typeof value === 'boolean' : typeof value === 'string') {
      fields[name] = value as string | boolean;
    }
  }
  const attributes: Record<string, string> = {};
  for (const key of ['Size', 'Print Options', 'Color']) {
    const value = line.attributes[key];
    if (value !== undefined && value !== '') attributes[key] = value;
  }
  return { productKey: line.productKey, quantity: line.quantity, attributes, custom: { fields } };
}

/**
 * The document reference URL of a line's artwork (from `mcpDocumentsSourceV2`, JSON text: a
 * URL, an object with `documentReferenceUrl`, or a list of such), or `null`.
 *
 * @example
 * documentReferenceUrlOf(line); // 'https://documents.example/doc/123' or null
 */
export function documentReferenceUrlOf(line: Pick<OrderLine, 'customFields'>): string | null {
  const source = lineJsonField(line, 'mcpDocumentsSourceV2');
  const candidates = Array.isArray(source) ? source : [source];
  for (const candidate of candidates) {
    const url =
      typeof candidate === 'string'
        ? candidate
        : typeof candidate === 'object' && candidate !== null
          ? (candidate as Record<string, unknown>)['documentReferenceUrl']
          : undefined;
    if (typeof url === 'string' && /^https?:\/\//i.test(url.trim())) return url.trim();
  }
  return null;
}

/**
 * What the artwork-download rule needs to know about the line's product config.
 *
 * @example
 * const config: ArtworkDownloadProductConfig = { nonCustomizable: true };
 */
export interface ArtworkDownloadProductConfig {
  /** `productFlowConfiguration.nonCustomizable` of the product config. */
  nonCustomizable: boolean;
  /** Whether the product offers the artwork download flow at all (default true). */
  artworkDownloadFlow?: boolean;
}

/**
 * The spec's artwork download rule (§4): the flow is enabled for an order line when it has no
 * document reference URL, or — with a product config — when the product is non-customizable
 * and the flow applies to it.
 *
 * @example
 * isArtworkDownloadFlowEnabled(line); // true when the line has no document reference
 * isArtworkDownloadFlowEnabled(line, { nonCustomizable: true }); // true
 */
export function isArtworkDownloadFlowEnabled(
  line: Pick<OrderLine, 'customFields'>,
  productConfig?: ArtworkDownloadProductConfig | null,
): boolean {
  if (documentReferenceUrlOf(line) === null) return true;
  if (!productConfig) return false;
  return productConfig.nonCustomizable && (productConfig.artworkDownloadFlow ?? true);
}
