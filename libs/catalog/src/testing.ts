// @storefront/catalog/testing: fixtures and helpers for tests and stories of catalogue UI,
// never re-exported by the root entry. The sample answers are the sandbox's, captured for the
// mailer box and its sample, so a story renders a product page without services; the providers
// wrap a component in what the catalogue needs (query client, catalogue client, i18n).
export {
  MAILER_REVIEWS_URL,
  mailerConfigResponse,
  mailerPriceResponse,
  mailerReviewsResponse,
  mailerSampleConfigResponse,
  mailerSamplePriceResponse,
  noServices,
  sampleConfig,
  samplePrices,
  seedProductPage,
  seedReviews,
  storyShippingEstimate,
  storyShippingEstimateFailure,
} from './react/testing/sample-catalog';
export { SANDBOX_ORIGIN, createSandboxCatalogClient } from './lib/testing/catalog-api-sandbox';
export {
  CatalogTestProviders,
  createTestQueryClient,
} from './react/testing/catalog-test-providers';
export { CatalogStoryProviders } from './react/testing/story-providers';
export { sandboxShippingEstimate } from './react/testing/sandbox-shipping-estimate';
export {
  DEFAULT_FEATURES,
  PARTNER_FEATURES,
  SHOWROOM_FEATURES,
} from './react/testing/brand-features';
