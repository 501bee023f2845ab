import { describe, expect, it } from 'vitest';
import * as publicApi from './index';
import * as react from './react/index';
import * as testing from './testing';

// Guards each entry's public API: anything exported by accident (or dropped) fails here.
describe.each([
  {
    entry: '@storefront/http',
    exports: publicApi,
    names: [
      'ApiError',
      'ConfigurationError',
      'ContentQueryError',
      'NeverOccurError',
      'StorefrontError',
      'TransformError',
      'UnknownError',
      'createHttpClient',
      'createServiceConnection',
      'defineStatusHandlers',
      'ecxCatalogue',
      'ecxCodes',
      'ecxMessages',
      'importOnRequest',
      'isApiError',
      'isConfigurationError',
      'isContentQueryError',
      'isEcxCode',
      'isNeverOccurError',
      'isStorefrontError',
      'isTransformError',
      'isUnknownError',
      'mapStatusToCode',
      'parseServiceErrorBody',
      'preloadHttpClient',
      'schemaOnRequest',
      'storePath',
      'storefrontMessages',
      'toStorefrontError',
      'validateSchema',
    ],
  },
  {
    entry: '@storefront/http/react',
    exports: react,
    names: [
      'LazyQueryClientProvider',
      'createLazyQueryClient',
      'useLazyMutation',
      'useLazyQuery',
      'useLazyQueryClient',
    ],
  },
  { entry: '@storefront/http/testing', exports: testing, names: ['failureOf'] },
])('public API of $entry', ({ exports, names }) => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(exports).sort()).toEqual(names);
  });
});
