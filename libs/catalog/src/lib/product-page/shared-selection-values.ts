import type { ProductConfig } from '../api/get-product-config';
import type { SharedSelection } from '../api/get-shared-selection';
import type { OptionChoice } from './product-selection';
import type { ProductOptionSet } from './product-options';
import { nearestAllowedQuantity } from './quantity-input';

/**
 * Options and a quantity a product page preselects: a share link's, or the shopper's picks.
 *
 * @example
 * const fromShare: PickedValues = { color: 'White', quantity: 250 };
 */
export type PickedValues = Partial<OptionChoice & { quantity: number }>;

/**
 * The shared selection's values that this product offers (a share link's `?share=`): a size,
 * print option or colour the product lacks is ignored, the quantity becomes the nearest
 * allowed one, and a link to another product (or a design) gives nothing.
 *
 * @example
 * sharedSelectionValues(shared, config, productOptionsOf(config), [50, 100, 250]);
 * // { size: '9 x 6 x 3', color: 'White', quantity: 250 }
 */
export function sharedSelectionValues(
  shared: SharedSelection | undefined,
  config: Pick<ProductConfig, 'productKey'>,
  options: ProductOptionSet,
  quantities: readonly number[],
): PickedValues {
  if (!shared || shared.kind !== 'product' || shared.productKey !== config.productKey) return {};
  const selection = shared.selection ?? {};
  const text = (key: string) => {
    const value = selection[key];
    return value === undefined ? undefined : String(value);
  };
  const size = text('Size');
  const printOption = text('Print Options');
  const color = text('Color');
  const quantity = Number(selection.Quantity);
  const values: PickedValues = {};
  if (size && options.sizes.some((option) => option.value === size)) values.size = size;
  if (printOption && options.printOptions.includes(printOption)) values.printOption = printOption;
  if (color && options.colors.includes(color)) values.color = color;
  const nearest = Number.isFinite(quantity) ? nearestAllowedQuantity(quantities, quantity) : null;
  if (nearest !== null) values.quantity = nearest;
  return values;
}
