import { describe, expect, it } from 'vitest';
import * as content from './index';
import * as contentReact from './react/index';
import * as testing from './testing';

// Guards the public API of each entry: anything exported by accident (or dropped) fails here.
describe.each([
  {
    entry: '@storefront/content',
    exports: content,
    names: [
      'CONTENT_NAMESPACE',
      'ContentError',
      'SUPPORTED_CONTENT_SCHEMA_VERSION',
      'contentFormFieldErrorsOf',
      'contentMessageLoaders',
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
    ],
  },
  {
    entry: '@storefront/content/react',
    exports: contentReact,
    names: [
      'CmsHtml',
      'ContentClientProvider',
      'ContentForm',
      'ContentPageView',
      'contentQueryKeys',
      'contentQueryOptions',
      'retryTransientContentFailure',
      'useBlogPosts',
      'useContentClient',
      'useHeaderMenu',
      'useLandingScreen',
      'usePage',
      'useProductDetails',
      'useRecommendations',
      'useSampleBoxes',
      'useShopAllBoxes',
      'useStorefrontConfig',
      'useSubmitContentForm',
    ],
  },
  {
    entry: '@storefront/content/testing',
    exports: testing,
    names: [
      'fakeContentService',
      'sampleAboutPage',
      'sampleCard',
      'sampleContactPage',
      'sampleData',
      'sampleStorefrontConfig',
    ],
  },
])('$entry public API', ({ exports, names }) => {
  it('exports exactly these names', () => {
    expect(Object.keys(exports).sort()).toEqual(names);
  });
});
