import { describe, expect, it } from 'vitest';
import * as designs from './index';

// Guards the public API: anything exported by accident (or dropped) fails here.
describe('@storefront/designs public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(designs).sort()).toEqual([
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
    ]);
  });
});
