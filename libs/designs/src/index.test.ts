import { describe, expect, it } from 'vitest';
import * as designs from './index';

describe('@storefront/designs public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(designs).sort()).toEqual([
      'CACHE_BUSTING_PARAM',
      'DESIGNS_NAMESPACE',
      'DESIGN_NAME_MAX_LENGTH',
      'DESIGN_NAME_MESSAGES',
      'DesignsError',
      'MAX_SAMPLES_PER_CUSTOMER',
      'SAMPLE_MESSAGES',
      'SAMPLE_PRICE_IN_CENTS',
      'canAddSample',
      'countSamples',
      'designNameSchema',
      'designsMessages',
      'isArtworkDownloadEnabled',
      'isDesignsError',
      'parseDesignName',
      'sampleRestriction',
      'withCacheBusting',
    ]);
  });
});
