// @storefront/content: the framework-free part of content — what the storefront and the
// README's examples use: the content-service GraphQL client, the operations called outside
// this package (one file each), the content routes and page paths, the storefront config rule,
// the content form submission, the `content` i18n catalogue, the DOM window of CMS HTML on a
// server, and `ContentError`. React lives in '@storefront/content/react'; fixtures for tests
// and stories in '@storefront/content/testing'.
//
// Deliberately not exported: the operations' schemas, the GraphQL query texts and selections
// (the operations are the API, so queries may change with the content schema), the operations
// only the React hooks call, the field-path helpers, the URL resolving of images and the CMS
// HTML sanitiser (the operations return their HTML sanitised, loading DOMPurify on demand:
// exporting it here would put it in every first load). The error classes ApiError,
// ContentQueryError and TransformError and their guards come from '@storefront/http'. Inside
// this package, code and tests import the source files.

// Client
export { createContentClient } from './lib/content-client';
export type { ContentClient, ContentClientOptions } from './lib/content-client';
export type { ContentImage, HeroImage, ProductCard } from './lib/content-schemas';

// Operations
export { SUPPORTED_CONTENT_SCHEMA_VERSION, getSchemaVersion } from './lib/get-schema-version';
export { getStorefrontConfig } from './lib/get-storefront-config';
export { getHeaderMenu } from './lib/get-header-menu';
export { getLandingScreen } from './lib/get-landing-screen';
export type { LandingSection } from './lib/get-landing-screen';
export { getShopAllBoxes } from './lib/get-shop-all-boxes';
export { getSampleBoxes } from './lib/get-sample-boxes';
export { getProductDetails } from './lib/get-product-details';
export type { ProductDetails } from './lib/get-product-details';
export { contentPagePath } from './lib/content-page-path';
export { getPage } from './lib/get-page';
export type { ContentPage } from './lib/get-page';
export { getBlogPosts } from './lib/get-blog-posts';
export type { BlogPostSummary } from './lib/get-blog-posts';

// Content forms and strings
export { contentFormFieldErrorsOf, submitContentForm } from './lib/submit-content-form';
export { CONTENT_NAMESPACE, contentMessageLoaders } from './lib/content-messages';
export { contentMessages } from './lib/content.messages';

// Routes, meta tags, storefront config, CMS HTML, errors
export { contentRouteFor } from './lib/content-routes';
export type { RenderableMetaTag } from './lib/meta-tags';
export { parseStorefrontConfig } from './lib/storefront-config';
export type { StorefrontConfig } from './lib/storefront-config';
export { setCmsHtmlWindow } from './lib/cms-html-window';
export { ContentError, isContentError } from './lib/content-error';
export type { ContentErrorCode, ContentIssue } from './lib/content-error';
