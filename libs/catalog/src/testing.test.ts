import { expect, it } from 'vitest';
import * as testing from './testing';

// Guards the public API of "./testing": fixtures and helpers are added here on purpose.
it('exports exactly these test and story helpers from "./testing"', () => {
  expect(Object.keys(testing).sort()).toEqual([
    'CatalogStoryProviders',
    'CatalogTestProviders',
    'DEFAULT_FEATURES',
    'MAILER_REVIEWS_URL',
    'PARTNER_FEATURES',
    'SANDBOX_ORIGIN',
    'SHOWROOM_FEATURES',
    'createSandboxCatalogClient',
    'createTestQueryClient',
    'mailerConfigResponse',
    'mailerPriceResponse',
    'mailerReviewsResponse',
    'mailerSampleConfigResponse',
    'mailerSamplePriceResponse',
    'noServices',
    'sampleConfig',
    'samplePrices',
    'sandboxShippingEstimate',
    'seedProductPage',
    'seedReviews',
    'storyShippingEstimate',
    'storyShippingEstimateFailure',
  ]);
});
