import { describe, expect, it } from 'vitest';
import * as designs from './index';

describe('@storefront/designs public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(designs).sort()).toEqual([
      'BOX_STYLE_DIELINES',
      'CACHE_BUSTING_PARAM',
      'DESIGNS_NAMESPACE',
      'DESIGN_NAME_MAX_LENGTH',
      'DESIGN_NAME_MESSAGES',
      'DIELINE_BLEED',
      'DIELINE_LAYERS',
      'DIELINE_LAYER_IDS',
      'DIELINE_SAFE_MARGIN',
      'DIELINE_STYLE_IDS',
      'DesignsError',
      'DielineError',
      'MAX_SAMPLES_PER_CUSTOMER',
      'MM_PER_INCH',
      'SAMPLE_MESSAGES',
      'SAMPLE_PRICE_IN_CENTS',
      'canAddSample',
      'countSamples',
      'designNameSchema',
      'designsMessages',
      'dielineTitle',
      'dielineToPdf',
      'dielineToSvg',
      'findBoxStyleDieline',
      'formatDielineLength',
      'generateDieline',
      'inchesToMillimetres',
      'isArtworkDownloadEnabled',
      'isDesignsError',
      'isDielineError',
      'millimetresToInches',
      'parseDesignName',
      'sampleRestriction',
      'validateDielineInput',
      'withCacheBusting',
    ]);
  });
});
