import type { ProductOptionSet } from './product-options';
import type { OptionChoice } from './product-selection';
import { nearestAllowedQuantity } from './quantity-input';
import type { PickedValues } from './shared-selection-values';

/** What decides a configurator's options and quantity besides the product's own defaults. */
export interface ConfiguratorChoiceInput {
  /** The shopper's picks (none on the first render). */
  picked?: PickedValues;
  /** A share link's values (`sharedSelectionValues`). */
  fromShare?: PickedValues;
  /** A `?quantity=` request, rounded to the nearest allowed quantity. */
  initialQuantity?: number | undefined;
  /** Sample pages always have the first allowed quantity. */
  isSample: boolean;
}

/**
 * The product configurator's options and quantity: the shopper's picks over a share link's
 * over the config's defaults; the `?quantity=` request rounded to an allowed quantity; the
 * first allowed quantity on sample pages. Without picks or a share link it is the page's
 * default configuration, the one a server prices for the first render.
 *
 * @example
 * configuratorChoiceOf(productOptionsOf(config), allowedQuantitiesOf(config), { isSample: false });
 * // { choice: { size: '9 x 6 x 3', printOption: 'Outside full colour', color: 'Kraft' }, quantity: 50 }
 */
export function configuratorChoiceOf(
  options: ProductOptionSet,
  quantities: readonly number[],
  { picked = {}, fromShare = {}, initialQuantity, isSample }: ConfiguratorChoiceInput,
): { choice: OptionChoice; quantity: number } {
  const choice: OptionChoice = {
    size: picked.size ?? fromShare.size ?? options.defaults.size,
    printOption: picked.printOption ?? fromShare.printOption ?? options.defaults.printOption,
    color: picked.color ?? fromShare.color ?? options.defaults.color,
  };
  const firstQuantity = quantities[0] ?? 1;
  const requested =
    initialQuantity === undefined ? null : nearestAllowedQuantity(quantities, initialQuantity);
  const quantity = isSample
    ? firstQuantity
    : (picked.quantity ?? fromShare.quantity ?? requested ?? firstQuantity);
  return { choice, quantity };
}
