// @storefront/content: the framework-free part of content — the content-service GraphQL client
// and one file per operation (schema, type and call), the storefront's global state store,
// content routes, the meta tag rule, the storefront config schema, the content form rules, the
// `content` i18n catalogue and the DOM window of CMS HTML on a server. React lives in
// '@storefront/content/react'.
//
// Deliberately not exported: the GraphQL query texts and selections (the operations are the
// API, so queries may change with the content schema), the field-path helpers, the URL
// resolving of images and the CMS HTML sanitiser (the operations return their HTML sanitised,
// loading DOMPurify on demand: exporting it here would put it in every first load). The error
// classes (ApiError, ContentQueryError, TransformError) and their guards come from
// '@storefront/http', not re-exported here.

// Client
export { CONTENT_LOCALES, createContentClient } from './lib/content-client';
export type {
  ContentClient,
  ContentClientOptions,
  ContentLocale,
  ContentQueryRequest,
  ContentRequestOptions,
} from './lib/content-client';
export {
  contentImageSchema,
  contentLinkButtonSchema,
  productCardSchema,
} from './lib/content-schemas';
export type { ContentImage, ContentLinkButton, ProductCard } from './lib/content-schemas';

// Operations
export {
  SUPPORTED_CONTENT_SCHEMA_VERSION,
  getSchemaVersion,
  schemaVersionResultSchema,
} from './lib/get-schema-version';
export type { SchemaVersionResult } from './lib/get-schema-version';
export { getStorefrontConfig, storefrontConfigResultSchema } from './lib/get-storefront-config';
export type { StorefrontConfigResult } from './lib/get-storefront-config';
export { getHeaderMenu, headerMenuResultSchema, menuItemSchema } from './lib/get-header-menu';
export type { MenuItem } from './lib/get-header-menu';
export {
  getLandingScreen,
  landingScreenResultSchema,
  landingScreenSchema,
  landingSectionSchema,
} from './lib/get-landing-screen';
export type { LandingScreen, LandingSection } from './lib/get-landing-screen';
export {
  getShopAllBoxes,
  shopAllBoxesResultSchema,
  shopAllBoxesSchema,
} from './lib/get-shop-all-boxes';
export type { ShopAllBoxes } from './lib/get-shop-all-boxes';
export { getSampleBoxes, sampleBoxesResultSchema, sampleBoxesSchema } from './lib/get-sample-boxes';
export type { SampleBoxes } from './lib/get-sample-boxes';
export {
  getProductDetails,
  processStepSchema,
  productDetailsResultSchema,
  productDetailsSchema,
} from './lib/get-product-details';
export type { ProcessStep, ProductDetails } from './lib/get-product-details';
export { getRecommendations, recommendationsResultSchema } from './lib/get-recommendations';
export type { RecommendationsResult } from './lib/get-recommendations';
export {
  CONTENT_FORM_FIELD_TYPES,
  contentFormFieldSchema,
  contentPagePath,
  contentPageFormSchema,
  contentPageSchema,
  getPage,
  metaTagSchema,
  pageResultSchema,
} from './lib/get-page';
export type { ContentFormField, ContentPage, ContentPageForm } from './lib/get-page';
export { blogPostSummarySchema, blogPostsResultSchema, getBlogPosts } from './lib/get-blog-posts';
export type { BlogPostSummary } from './lib/get-blog-posts';

// Global state

// Content forms and strings
export { CONTENT_FORM_ERRORS, createContentFormSchema } from './lib/content-form-schema';
export type { ContentFormValues } from './lib/content-form-schema';
export { CONTENT_NAMESPACE, contentMessages } from './lib/content-messages';
export {
  contentFormFieldErrorsOf,
  contentFormSubmissionSchema,
  submitContentForm,
} from './lib/submit-content-form';
export type { ContentFormSubmission } from './lib/submit-content-form';

// Routes, meta tags, storefront config, CMS HTML
export { ContentError, isContentError } from './lib/content-error';
export type { ContentErrorCode, ContentErrorInit, ContentIssue } from './lib/content-error';
export { CONTENT_PATH_PREFIXES, contentRouteFor } from './lib/content-routes';
export type { ContentPathPrefix, ContentRoute } from './lib/content-routes';
export { filterMetaTags } from './lib/meta-tags';
export type { MetaTag, RenderableMetaTag } from './lib/meta-tags';
export { setCmsHtmlWindow } from './lib/cms-html-window';
export { parseStorefrontConfig, storefrontConfigSchema } from './lib/storefront-config';
export type { StorefrontConfig } from './lib/storefront-config';
