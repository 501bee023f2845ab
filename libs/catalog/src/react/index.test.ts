import { describe, expect, it } from 'vitest';
import * as catalogReact from './index';

// Guards the public API of "./react": anything exported by accident fails here.
describe('@storefront/catalog/react public API', () => {
  it('exports exactly these names from "./react"', () => {
    expect(Object.keys(catalogReact).sort()).toEqual([
      'AvailabilityNotice',
      'BoxStyleList',
      'CatalogClientProvider',
      'HigherQuantityQuote',
      'PRODUCT_VIEW_FEATURES',
      'ProcessTile',
      'ProductOptions',
      'ProductTabs',
      'ProductView',
      'QuantityCalculatorPanel',
      'QuantityPriceSelector',
      'QuoteRequestForm',
      'ReviewWidget',
      'SelectionHeader',
      'ShareLinkDialog',
      'ShippingEstimate',
      'availabilityQueryOptions',
      'catalogQueryKeys',
      'productConfigQueryOptions',
      'productMetaQueryOptions',
      'productPricesQueryOptions',
      'retryTransientFailures',
      'reviewsQueryOptions',
      'useAvailability',
      'useCatalogClient',
      'useCreateShareLink',
      'useProductConfig',
      'useProductMeta',
      'useProductPrices',
      'useRequestQuote',
      'useReviews',
      'useSharedSelection',
      'useValidateAttributes',
    ]);
  });
});
