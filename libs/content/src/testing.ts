// @storefront/content/testing: fixtures for consumers' tests and stories, never re-exported by
// the root entry. `fakeContentService` is a content client whose service answers every
// operation with the sample data (or the data given) and records what was sent.
export { fakeContentService } from './lib/testing/fake-content-service';
export type { SentQuery } from './lib/testing/fake-content-service';
export {
  sampleAboutPage,
  sampleCard,
  sampleContactPage,
  sampleData,
  sampleStorefrontConfig,
} from './lib/testing/sample-content';
