// @storefront/designs: the framework-free part of designs — what the storefront, the sandbox
// and the README's examples use: the design name and cache-busting rules, the artwork download
// rule, the parametric dielines (generate, validate, SVG and PDF), the design service client
// with the operations called outside this package, the editor document's create and parse,
// the `designs` i18n catalogue, and the errors this package throws with their guards.
//
// Left out on purpose: everything only the pages of '@storefront/designs/react' need (the
// other service operations, the editor's reducer, history and placement, preflight, the
// approve-design rules, the dielines' geometry, layout and unit helpers), the zod schemas of
// service answers, and test fixtures ('@storefront/designs/testing'). Inside this package,
// code and tests import the source files.

export { isArtworkDownloadEnabled } from './lib/artwork-download';
export { CACHE_BUSTING_PARAM, withCacheBusting } from './lib/cache-busting';
export { DESIGN_NAME_MAX_LENGTH, parseDesignName } from './lib/design-name';
export { DESIGNS_NAMESPACE, designsMessages } from './lib/designs-messages';
export { DesignsError, isDesignsError } from './lib/designs-error';
export type { DesignsErrorCode } from './lib/designs-error';

// Dielines.
export {
  BOX_STYLE_DIELINES,
  findBoxStyleDieline,
  generateDieline,
  validateDielineInput,
} from './lib/dielines/box-style-dielines';
export type { DielineInput } from './lib/dielines/box-style-dielines';
export { DielineError, isDielineError } from './lib/dielines/dieline-error';
export type { DielineErrorCode, DielineIssue } from './lib/dielines/dieline-error';
export type { Dieline, DielinePanel, DielineStyleId } from './lib/dielines/dieline-model';
export { dielineToPdf } from './lib/dielines/dieline-pdf';
export { dielineToSvg } from './lib/dielines/dieline-svg';
export type { DielineUnit } from './lib/dielines/units';

// The design session service and assets service client (one operation per file).
export { createDesignsClient } from './lib/api/designs-client';
export type { DesignsClient, DesignsClientOptions } from './lib/api/designs-client';
export type { Design } from './lib/api/design';
export { createDesign } from './lib/api/create-design';
export { createDesignShareLink } from './lib/api/create-design-share-link';
export { getDesign } from './lib/api/get-design';
export type { SharedDesign } from './lib/api/get-shared-design';
export { listDesigns } from './lib/api/list-designs';
export { uploadArtwork } from './lib/api/upload-artwork';

// The designer's document (plain JSON, stored as a design's `document`) and approved designs.
export { createEditorDocument, parseEditorDocument } from './lib/editor/editor-document';
export type { EditorDocument } from './lib/editor/editor-document';
export type { ApprovedDesign } from './lib/approve-design';
