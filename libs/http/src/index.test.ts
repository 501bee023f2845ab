import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

describe('public API of @storefront/http', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
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
      'schemaOnRequest',
      'storePath',
      'storefrontMessages',
      'toStorefrontError',
      'validateSchema',
    ]);
  });
});
