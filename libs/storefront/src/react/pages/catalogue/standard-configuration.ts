import type { LineItemDraft } from '@storefront/cart';
import {
  allowedQuantitiesOf,
  buildSelection,
  loadProductConfig,
  productOptionsOf,
  type CatalogClient,
  type OptionChoice,
  type ProductConfig,
  type ProductSelection,
} from '@storefront/catalog';
import { catalogQueryKeys, retryTransientFailures } from '@storefront/catalog/react';
import { lineItemDraftOf } from './line-item-draft';

/**
 * The TanStack Query options of a product config, under the catalogue hooks' own key (so the
 * product page and these share one cache entry).
 *
 * @example
 * const config = await queryClient.fetchQuery(productConfigQuery(client, 'custom-gable-box'));
 */
export function productConfigQuery(client: CatalogClient, productKey: string) {
  return {
    queryKey: catalogQueryKeys.productConfig(client.storefrontId, productKey),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      loadProductConfig(client, productKey, { signal }),
    retry: retryTransientFailures,
    staleTime: 5 * 60_000,
  };
}

/**
 * A product's standard configuration: what its product page preselects (the config's default
 * size, print option and colour, the smallest allowed quantity); `choice` overrides options.
 *
 * @example
 * standardSelectionOf(mailerConfig);
 * // { productKey: 'custom-mailer-box', attributes: { Quantity: 1, Size: '9 x 6 x 3', … } }
 */
export function standardSelectionOf(
  config: ProductConfig,
  choice: Partial<OptionChoice> = {},
): ProductSelection {
  const { defaults } = productOptionsOf(config);
  return buildSelection(config, { ...defaults, ...choice }, allowedQuantitiesOf(config)[0] ?? 1);
}

/**
 * A product's standard configuration as a cart line: the same draft the product page's quick
 * add builds from its preselection.
 *
 * @example
 * await cart.getState().addLineItems([standardLineItemOf(config)]);
 */
export function standardLineItemOf(
  config: ProductConfig,
  choice: Partial<OptionChoice> = {},
): LineItemDraft {
  return lineItemDraftOf(standardSelectionOf(config, choice));
}
