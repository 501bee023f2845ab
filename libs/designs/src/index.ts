// @storefront/designs: the framework-free part of designs — the design name rule,
// cache busting of rendering-instruction URLs, the artwork download rule and the sample rules.
// Left out on purpose until the designs release: the design API calls, dielines (SVG/PDF),
// template maker and designer, artwork upload.

export { isArtworkDownloadEnabled } from './lib/artwork-download';
export type { ArtworkDownloadLine, ArtworkDownloadProductConfig } from './lib/artwork-download';
export { CACHE_BUSTING_PARAM, withCacheBusting } from './lib/cache-busting';
export type { CacheBustingOptions } from './lib/cache-busting';
export {
  DESIGN_NAME_MAX_LENGTH,
  DESIGN_NAME_MESSAGES,
  designNameSchema,
  parseDesignName,
} from './lib/design-name';
export { DESIGNS_NAMESPACE, designsMessages } from './lib/designs-messages';
export { DesignsError, isDesignsError } from './lib/designs-error';
export type { DesignsErrorCode, DesignsErrorInit } from './lib/designs-error';
export {
  MAX_SAMPLES_PER_CUSTOMER,
  SAMPLE_MESSAGES,
  SAMPLE_PRICE_IN_CENTS,
  canAddSample,
  countSamples,
  sampleRestriction,
} from './lib/samples';
export type { SampleBox, SampleCartLine, SampleRestriction } from './lib/samples';
