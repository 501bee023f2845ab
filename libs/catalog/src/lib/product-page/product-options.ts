import { buildAllowedQuantities } from '@storefront/pricing';
import type { ProductConfig } from '../api/get-product-config';
import type { OptionChoice } from './product-selection';

/**
 * One preset size a shopper can pick: its Size text, inches and whether it is in stock.
 *
 * @example
 * const label = (size: SizeOption) => `${size.value} in`;
 */
export interface SizeOption {
  value: string;
  width: number;
  height: number;
  depth: number;
  inStock: boolean;
}

/**
 * The options of a product page, read from the product config: sizes, print options and
 * colours (empty when the product has none), and the preselected choice.
 *
 * @example
 * const hasColours = (options: ProductOptionSet) => options.colors.length > 1;
 */
export interface ProductOptionSet {
  sizes: SizeOption[];
  printOptions: string[];
  colors: string[];
  defaults: OptionChoice;
}

function preselect(values: readonly string[], defaultValue: string | null | undefined) {
  if (defaultValue != null && values.includes(defaultValue)) return defaultValue;
  return values[0] ?? null;
}

/**
 * The sizes, print options and colours of a product config and the preselected ones (the
 * config's default, else the first value). A size the config lists without dimensions is
 * offered with 0 inches; a listed size missing from `values` is left out.
 *
 * @example
 * const options = productOptionsOf(config);
 * options.defaults; // { size: '9 x 6 x 3', printOption: 'Outside full colour', color: 'Kraft' }
 */
export function productOptionsOf(config: Pick<ProductConfig, 'attributes'>): ProductOptionSet {
  const sizeAttribute = config.attributes.Size;
  const sizes: SizeOption[] = (sizeAttribute?.values ?? []).map((value) => {
    const details = sizeAttribute?.sizes.find((size) => size.size === value);
    return {
      value,
      width: details?.Width ?? 0,
      height: details?.Height ?? 0,
      depth: details?.Depth ?? 0,
      inStock: details?.inStock ?? true,
    };
  });
  const printOptions = config.attributes['Print Options']?.values ?? [];
  const colors = config.attributes.Color?.values ?? [];
  return {
    sizes,
    printOptions,
    colors,
    defaults: {
      size: preselect(
        sizes.map((size) => size.value),
        sizeAttribute?.defaultValue,
      ),
      printOption: preselect(printOptions, config.attributes['Print Options']?.defaultValue),
      color: preselect(colors, config.attributes.Color?.defaultValue),
    },
  };
}

/**
 * The quantities a shopper may order (spec §5), built by `@storefront/pricing`'s
 * `buildAllowedQuantities`: the Quantity attribute's values (or, without them, the
 * whitelisted quantity list) filtered by the whitelist, deduplicated, ascending, capped at the
 * pricing grid quantity. A config with neither gives `[1]`.
 *
 * @example
 * allowedQuantitiesOf(gableBoxConfig); // [50, 100, 250, 500, 1000, 2500, 5000]
 */
export function allowedQuantitiesOf(
  config: Pick<ProductConfig, 'attributes' | 'additionalModelInfo'>,
): number[] {
  const { whitelistedQuantityList, pricingGridQuantity } = config.additionalModelInfo;
  const rules = config.attributes.Quantity?.values ?? whitelistedQuantityList;
  if (rules.length === 0) return [1];
  const quantities = buildAllowedQuantities(rules, {
    whitelist: whitelistedQuantityList,
    limit: pricingGridQuantity,
  });
  return quantities.length > 0 ? quantities : [1];
}
