// @storefront/content: the framework-free part of content — content path prefixes and
// routes, the meta tag rule and the storefront config schema.
// Left out on purpose until the content release: the content-service GraphQL client, CMS
// HTML sanitising and the content and blog pages ('@storefront/content/react' is empty so far).

export { ContentError, isContentError } from './lib/content-error';
export type { ContentErrorCode, ContentErrorInit, ContentIssue } from './lib/content-error';
export { CONTENT_PATH_PREFIXES, contentRouteFor } from './lib/content-routes';
export type { ContentPathPrefix, ContentRoute } from './lib/content-routes';
export { filterMetaTags } from './lib/meta-tags';
export type { MetaTag, RenderableMetaTag } from './lib/meta-tags';
export { parseStorefrontConfig, storefrontConfigSchema } from './lib/storefront-config';
export type { StorefrontConfig } from './lib/storefront-config';
