// @storefront/designs: the framework-free part of designs — the design name rule,
// cache busting of rendering-instruction URLs, the artwork download rule,
// the parametric dielines of the seven box styles (model, SVG and PDF), the design session
// and assets service client, the template designer's document model and the artwork
// preflight. Left out on purpose: the dielines' geometry helpers and layout builder, the
// zod schemas of service answers, and the test fixtures (lib/testing).

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

// The design session service and assets service client (one operation per file).
export { createDesignsClient } from './lib/api/designs-client';
export type { DesignsClient, DesignsClientOptions, DesignsService } from './lib/api/designs-client';
export type { Design, DesignSelection, DesignSummary } from './lib/api/design';
export { listDesigns } from './lib/api/list-designs';
export type { DesignList } from './lib/api/list-designs';
export { getDesign } from './lib/api/get-design';
export { getSharedDesign } from './lib/api/get-shared-design';
export type { SharedDesign } from './lib/api/get-shared-design';
export {
  getDesignTemplate,
  getRenderingInstructions,
  getSurfaceAttributes,
} from './lib/api/get-design-template';
export type { RenderingInstructions, SurfaceAttributes } from './lib/api/get-design-template';
export { createDesign } from './lib/api/create-design';
export type { CreateDesignRequest } from './lib/api/create-design';
export { updateDesign } from './lib/api/update-design';
export type { UpdateDesignRequest } from './lib/api/update-design';
export { renameDesign } from './lib/api/rename-design';
export { duplicateDesign } from './lib/api/duplicate-design';
export { deleteDesign } from './lib/api/delete-design';
export { createDesignShareLink } from './lib/api/create-design-share-link';
export type { DesignShareLink, DesignShareLinkRequest } from './lib/api/create-design-share-link';
export { uploadArtwork } from './lib/api/upload-artwork';
export type { ArtworkUploadFile, UploadedArtwork } from './lib/api/upload-artwork';
export { getAssetLinks } from './lib/api/get-asset-links';
export type { AssetLinks } from './lib/api/get-asset-links';

// The template designer's document model (JSON, pure reducer and history) and geometry.
export {
  EDITOR_DOCUMENT_SCHEMA_VERSION,
  EDITOR_FONTS,
  EDITOR_MAX_OBJECTS,
  EDITOR_MIN_OBJECT_SIZE,
  EDITOR_TEXT_LINE_HEIGHT,
  createEditorDocument,
  editorDocumentSchema,
  objectLabel,
  parseEditorDocument,
  textHeight,
} from './lib/editor/editor-document';
export type {
  ArtworkContentType,
  EditorBoxSize,
  EditorDocument,
  EditorFont,
  EditorImageObject,
  EditorObject,
  EditorTextObject,
  ImageColorSpace,
} from './lib/editor/editor-document';
export { editorReducer } from './lib/editor/editor-reducer';
export type { EditorAction, EditorObjectChanges } from './lib/editor/editor-reducer';
export {
  EDITOR_HISTORY_LIMIT,
  canRedo,
  canUndo,
  createEditorHistory,
  editorHistoryReducer,
} from './lib/editor/editor-history';
export type { EditorHistory, EditorHistoryAction } from './lib/editor/editor-history';
export { panelFrame, panelFrames } from './lib/editor/panel-frames';
export type { PanelFrame, PanelPlacement, PanelSide } from './lib/editor/panel-frames';
export { faceView } from './lib/editor/face-view';
export type { FaceView } from './lib/editor/face-view';
export { fillPanelRect, placeImage, placeText } from './lib/editor/placement';
export type { PlaceableImage, TextOptions } from './lib/editor/placement';

// Artwork checks: file type and size before upload, image headers, preflight.
export {
  ARTWORK_ACCEPT,
  ARTWORK_FILE_MESSAGES,
  ARTWORK_FILE_TYPES,
  ARTWORK_MAX_BYTES,
  artworkTypeOf,
  checkArtworkFile,
} from './lib/preflight/artwork-file';
export type { ArtworkFileProblem } from './lib/preflight/artwork-file';
export { readImageInfo } from './lib/preflight/image-info';
export type { ImageInfo } from './lib/preflight/image-info';
export {
  PREFLIGHT_MIN_DPI,
  PREFLIGHT_RECOMMENDED_DPI,
  effectiveDpi,
  preflightDocument,
} from './lib/preflight/preflight';
export type {
  PreflightIssue,
  PreflightIssueCode,
  PreflightReport,
  PreflightSeverity,
} from './lib/preflight/preflight';

// Approve design: quantities, print colour, consent.
export {
  APPROVE_CONSENT_MESSAGE,
  PRINT_COLOR_ATTRIBUTE,
  approvableQuantities,
  approveDesignSchema,
  approvedDesign,
} from './lib/approve-design';
export type { ApprovedDesign } from './lib/approve-design';
