import { describe, expect, it } from 'vitest';
import * as contentReact from './index';

// Guards the public API: anything exported by accident (or dropped) fails here.
describe('@storefront/content/react public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(contentReact).sort()).toEqual([
      'CmsHtml',
      'ContentClientProvider',
      'ContentForm',
      'ContentPageView',
      'LazyQueryClientProvider',
      'contentQueryKeys',
      'contentQueryOptions',
      'createLazyQueryClient',
      'retryTransientContentFailure',
      'useBlogPosts',
      'useContentClient',
      'useHeaderMenu',
      'useLandingScreen',
      'useLazyQueryClient',
      'usePage',
      'useProductDetails',
      'useRecommendations',
      'useSampleBoxes',
      'useShopAllBoxes',
      'useStorefrontConfig',
      'useSubmitContentForm',
    ]);
  });
});
