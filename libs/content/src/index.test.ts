import { describe, expect, it } from 'vitest';
import * as content from './index';

describe('@storefront/content public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(content).sort()).toEqual([
      'CONTENT_PATH_PREFIXES',
      'ContentError',
      'contentRouteFor',
      'filterMetaTags',
      'isContentError',
      'parseStorefrontConfig',
      'sanitizeCmsHtml',
      'storefrontConfigSchema',
    ]);
  });
});
