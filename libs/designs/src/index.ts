// @storefront/designs: the framework-free part of designs — the design name rule,
// cache busting of rendering-instruction URLs, the artwork download rule, the sample rules and
// the parametric dielines of the seven box styles (model, SVG and PDF).
// Left out on purpose until the designs release: the design API calls, template maker and
// designer, artwork upload. The dielines' geometry helpers and layout builder stay internal.

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
  BOX_STYLE_DIELINES,
  findBoxStyleDieline,
  generateDieline,
  validateDielineInput,
} from './lib/dielines/box-style-dielines';
export type {
  BoxStyleDieline,
  DielineInput,
  DielineLimits,
  DielinePreset,
  DielineRange,
} from './lib/dielines/box-style-dielines';
export { DielineError, isDielineError } from './lib/dielines/dieline-error';
export type { DielineErrorCode, DielineIssue } from './lib/dielines/dieline-error';
export {
  DIELINE_BLEED,
  DIELINE_LAYERS,
  DIELINE_LAYER_IDS,
  DIELINE_SAFE_MARGIN,
  DIELINE_STYLE_IDS,
} from './lib/dielines/dieline-model';
export type {
  Dieline,
  DielineAnnotation,
  DielineDimensions,
  DielineFace,
  DielineLayerId,
  DielineLayerStyle,
  DielinePanel,
  DielinePanelKind,
  DielineStyleId,
} from './lib/dielines/dieline-model';
export type { DielineOutputOptions } from './lib/dielines/dieline-output-options';
export { dielineToPdf } from './lib/dielines/dieline-pdf';
export type { DielinePdfOptions } from './lib/dielines/dieline-pdf';
export { dielineTitle, dielineToSvg } from './lib/dielines/dieline-svg';
export type { DielineSvgOptions } from './lib/dielines/dieline-svg';
export type {
  DielinePoint,
  DielinePolygon,
  DielineRect,
  DielineSegment,
} from './lib/dielines/geometry';
export {
  MM_PER_INCH,
  formatDielineLength,
  inchesToMillimetres,
  millimetresToInches,
} from './lib/dielines/units';
export type { DielineUnit } from './lib/dielines/units';
export {
  MAX_SAMPLES_PER_CUSTOMER,
  SAMPLE_MESSAGES,
  SAMPLE_PRICE_IN_CENTS,
  canAddSample,
  countSamples,
  sampleRestriction,
} from './lib/samples';
export type { SampleBox, SampleCartLine, SampleRestriction } from './lib/samples';
