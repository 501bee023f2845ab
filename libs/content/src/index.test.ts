import { describe, expect, it } from 'vitest';
import * as content from './index';

// Guards the public API: anything exported by accident (or dropped) fails here.
describe('@storefront/content public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(content).sort()).toEqual([
      'CONTENT_NAMESPACE',
      'ContentError',
      'SUPPORTED_CONTENT_SCHEMA_VERSION',
      'contentFormFieldErrorsOf',
      'contentMessages',
      'contentPagePath',
      'contentRouteFor',
      'createContentClient',
      'getBlogPosts',
      'getHeaderMenu',
      'getLandingScreen',
      'getPage',
      'getProductDetails',
      'getSampleBoxes',
      'getSchemaVersion',
      'getShopAllBoxes',
      'getStorefrontConfig',
      'isContentError',
      'parseStorefrontConfig',
      'setCmsHtmlWindow',
      'submitContentForm',
    ]);
  });
});
