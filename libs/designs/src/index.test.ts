import { describe, expect, it } from 'vitest';
import * as designs from './index';
import * as designsReact from './react/index';
import * as testing from './testing';

// Guards the public API of each entry: anything exported by accident (or dropped) fails here.
describe.each([
  {
    entry: '@storefront/designs',
    exports: designs,
    names: [
      'BOX_STYLE_DIELINES',
      'CACHE_BUSTING_PARAM',
      'DESIGNS_NAMESPACE',
      'DESIGN_NAME_MAX_LENGTH',
      'DesignsError',
      'DielineError',
      'createDesign',
      'createDesignShareLink',
      'createDesignsClient',
      'createEditorDocument',
      'designsMessages',
      'dielineToPdf',
      'dielineToSvg',
      'findBoxStyleDieline',
      'generateDieline',
      'getDesign',
      'isArtworkDownloadEnabled',
      'isDesignsError',
      'isDielineError',
      'listDesigns',
      'parseDesignName',
      'parseEditorDocument',
      'uploadArtwork',
      'validateDielineInput',
      'withCacheBusting',
    ],
  },
  {
    entry: '@storefront/designs/react',
    exports: designsReact,
    names: [
      'ApproveDesignView',
      'DesignsClientProvider',
      'DownloadArtworkView',
      'MyDesignsView',
      'PreflightReport',
      'SaveDesignForm',
      'TemplateDesignerView',
      'TemplateMakerView',
      'UploadArtworkButton',
      'designsQueryKeys',
      'useDesignsClient',
      'useSharedDesign',
    ],
  },
  {
    entry: '@storefront/designs/testing',
    exports: testing,
    names: [
      'artworkFile',
      'illustration',
      'jpegBytes',
      'pdfBytes',
      'pngBytes',
      'sampleDesign',
      'sampleDocument',
      'svgBytes',
    ],
  },
])('$entry public API', ({ exports, names }) => {
  it('exports exactly these names', () => {
    expect(Object.keys(exports).sort()).toEqual(names);
  });
});
