// @storefront/content: the framework-free part of content — content path prefixes and
// routes, the meta tag rule and the storefront config schema.
// and CMS HTML sanitising. Left out on purpose until the content release: the content-service
// GraphQL client and the content and blog pages.

export { ContentError, isContentError } from './lib/content-error';
export type { ContentErrorCode, ContentErrorInit, ContentIssue } from './lib/content-error';
export { CONTENT_PATH_PREFIXES, contentRouteFor } from './lib/content-routes';
export type { ContentPathPrefix, ContentRoute } from './lib/content-routes';
export { filterMetaTags } from './lib/meta-tags';
export type { MetaTag, RenderableMetaTag } from './lib/meta-tags';
export { sanitizeCmsHtml } from './lib/sanitize-cms-html';
export type { SanitizeCmsHtmlOptions } from './lib/sanitize-cms-html';
export { parseStorefrontConfig, storefrontConfigSchema } from './lib/storefront-config';
export type { StorefrontConfig } from './lib/storefront-config';
