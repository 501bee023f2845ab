import { describe, expect, it } from 'vitest';
import * as catalog from './index';

// Guards the public API of "." (framework-free): anything exported by accident fails here.
describe('@storefront/catalog public API', () => {
  it('exports exactly these names from "."', () => {
    expect(Object.keys(catalog).sort()).toEqual([
      'BOX_STYLES',
      'CATALOG_NAMESPACE',
      'SAMPLE_PRICE',
      'allowedQuantitiesOf',
      'buildSelection',
      'catalogMessageLoaders',
      'catalogMessages',
      'checkSampleLimit',
      'configuratorChoiceOf',
      'createCatalogClient',
      'getProductPrices',
      'getReviews',
      'isProductNotFound',
      'loadProductConfig',
      'nearestAllowedQuantity',
      'productOptionsOf',
    ]);
  });
});
