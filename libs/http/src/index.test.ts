import { describe, expect, it } from 'vitest';
import * as publicApi from './index';

describe('public API of @storefront/http', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'ApiError',
      'ConfigurationError',
      'ContentQueryError',
      'DatoGqlError',
      'NeverOccurError',
      'StorefrontError',
      'TransformError',
      'UnknownError',
      'createHttpClient',
      'defineStatusHandlers',
      'ecxCatalogue',
      'ecxCodes',
      'isApiError',
      'isConfigurationError',
      'isContentQueryError',
      'isEcxCode',
      'isNeverOccurError',
      'isStorefrontError',
      'isSuccessfulContentStatus',
      'isTransformError',
      'isUnknownError',
      'mapStatusToCode',
      'parseServiceErrorBody',
      'storefrontMessages',
      'toStorefrontError',
    ]);
  });

  it('exports DatoGqlError as the same class as ContentQueryError', () => {
    expect(publicApi.DatoGqlError).toBe(publicApi.ContentQueryError);
  });
});
