// @storefront/storefront: the framework-free part of the storefront shell — brand variants
// and their feature switches, per-brand page copy, i18n set-up and routing helpers.
// React components, routes and the app mount live in '@storefront/storefront/react'.

export { BREAKPOINTS } from './lib/breakpoints';
export type { Breakpoint } from './lib/breakpoints';
export {
  SANDBOX_CONTENT_TOKEN,
  SANDBOX_ORIGIN,
  SANDBOX_TOKEN_AUDIENCE,
} from './lib/config/sandbox-endpoints';
export type { ServiceEndpoints } from './lib/config/sandbox-endpoints';
export {
  SERVICE_ENDPOINT_VARIABLES,
  ServiceEndpointError,
  resolveServiceEndpoints,
} from './lib/config/service-endpoints';
export {
  IMAGE_SIZES,
  LINK_PREFETCH_MARGIN_PX,
  carouselRenditions,
  slotSize,
} from './lib/media/image-sizes';
export type { CarouselRendition } from './lib/media/image-sizes';
export { createStoreIdentity } from './lib/identity/create-store-identity';
export { commonMessages } from './lib/i18n/common-messages';
export { SHELL_NAMESPACES, catalogueLanguage, resolveCulture } from './lib/i18n/culture';
export { STOREFRONT_TIME_ZONE, formatContentDate } from './lib/i18n/format-content-date';
export { droppedPreservedQuery, withPreservedQuery } from './lib/routing/preserve-query';
export { PERMANENT_REDIRECTS, permanentRedirectFor } from './lib/routing/redirects';
export {
  isExternalHref,
  matchesRoutePattern,
  resolveStoreHref,
} from './lib/routing/route-patterns';
export type { ResolvedStoreHref, StoreHrefContext } from './lib/routing/route-patterns';
export type { BrandCopy, BrandPageMeta, BrandTextLoaders } from './lib/variants/brand-copy';
export { defaultStore } from './lib/variants/default-store';
export type {
  FeatureName,
  FeatureSwitches,
  ShippingEstimateLayout,
} from './lib/variants/feature-switches';
export { PAGE_KEYS } from './lib/variants/page-meta';
export type { CatalogueLanguage, PageKey, PageMeta } from './lib/variants/page-meta';
export { partnerStore } from './lib/variants/partner-store';
export { showroomStore } from './lib/variants/showroom-store';
export { TENANT_CULTURES } from './lib/variants/store-variant';
export type {
  Culture,
  StoreSupport,
  StoreVariant,
  TenantId,
  VariantId,
} from './lib/variants/store-variant';
