// The query parameters of the design routes: what the product page, the template maker and
// the designer hand each other in the URL.
import { findBoxStyleDieline, validateDielineInput } from '@storefront/designs';
import type { BoxTemplate } from '@storefront/designs/react';

/** Selection attributes carried from the product page through the designer to approval. */
export const CARRIED_SELECTION_KEYS = ['Quantity', 'Print Options', 'Color'] as const;

/** A positive decimal number from a query value (`'9.5'`, `'9.5"'`), or `undefined`. */
function dimension(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.replace(/["\s]|in$/g, '');
  if (!/^\d{1,4}(\.\d{1,6})?$/.test(text)) return undefined;
  const number = Number(text);
  return number > 0 ? number : undefined;
}

/**
 * The inside size of a `Size` value `L x W x D` (inches; `x` or `×`, spaces optional), or
 * `undefined`.
 *
 * @example
 * parseSizeText('9 x 6 x 3'); // { length: 9, width: 6, depth: 3 }
 */
export function parseSizeText(value: string | null | undefined): BoxTemplate['size'] | undefined {
  const parts = value?.split(/\s*[x×]\s*/i);
  if (!parts || parts.length !== 3) return undefined;
  const [length, width, depth] = parts.map(dimension);
  if (length === undefined || width === undefined || depth === undefined) return undefined;
  return { length, width, depth };
}

/**
 * A size as the catalogue writes it: `L x W x D` in inches, at most three decimals.
 *
 * @example
 * sizeText({ length: 8, width: 6, depth: 2 }); // '8 x 6 x 2'
 */
export function sizeText(size: BoxTemplate['size']): string {
  const value = (inches: number) => String(Math.round(inches * 1000) / 1000);
  return `${value(size.length)} x ${value(size.width)} x ${value(size.depth)}`;
}

/**
 * The box a designer URL starts from: the style of `product` (a catalogue product key or a
 * style id) or `style`, sized by `Size` (`L x W x D`) or `Width`, `Height` and `Depth` (the
 * catalogue's names for inside length, width and depth). `undefined` when the product is not a
 * box style or the size is missing or outside the style's limits — the shopper then picks one.
 *
 * @example
 * templateFromQuery(new URLSearchParams('product=custom-mailer-box&Size=9 x 6 x 3'));
 * // { style: 'displayMailer', size: { length: 9, width: 6, depth: 3 } }
 */
export function templateFromQuery(query: URLSearchParams): BoxTemplate | undefined {
  const style = findBoxStyleDieline(query.get('product') ?? query.get('style') ?? '');
  if (!style) return undefined;
  const fromParts = (() => {
    const length = dimension(query.get('Width'));
    const width = dimension(query.get('Height'));
    const depth = dimension(query.get('Depth'));
    return length !== undefined && width !== undefined && depth !== undefined
      ? { length, width, depth }
      : undefined;
  })();
  const size = parseSizeText(query.get('Size')) ?? fromParts;
  if (!size || validateDielineInput(style.id, size).length > 0) return undefined;
  return { style: style.id, size };
}

/**
 * The designer's URL for a box from the template maker.
 *
 * @example
 * designerPathFor({ style: 'displayMailer', size: { length: 8, width: 6, depth: 2 } });
 * // '/template-designer?product=custom-mailer-box&Size=8+x+6+x+2'
 */
export function designerPathFor(template: BoxTemplate): string {
  const style = findBoxStyleDieline(template.style);
  const query = new URLSearchParams({
    product: style?.productSlug ?? template.style,
    Size: sizeText(template.size),
  });
  return `/template-designer?${query.toString()}`;
}

/**
 * The approve page's URL for a design, carrying the quantity, print option and colour the
 * shopper chose on the product page.
 *
 * @example
 * approvePathFor('dsg_1', new URLSearchParams('Quantity=250')); // '/approve-design?designId=dsg_1&Quantity=250'
 */
export function approvePathFor(designId: string, carried: URLSearchParams): string {
  const query = new URLSearchParams({ designId });
  for (const key of CARRIED_SELECTION_KEYS) {
    const value = carried.get(key);
    if (value) query.set(key, value);
  }
  return `/approve-design?${query.toString()}`;
}

/**
 * `?Quantity=` as a whole positive number, or `undefined`.
 *
 * @example
 * quantityOf(new URLSearchParams('Quantity=250')); // 250
 */
export function quantityOf(query: URLSearchParams): number | undefined {
  const value = query.get('Quantity') ?? query.get('quantity');
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const quantity = Number(value);
  return quantity > 0 ? quantity : undefined;
}
