import { describe, expect, it } from 'vitest';
import * as analyticsReact from './index';

describe('@storefront/analytics/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(analyticsReact).sort()).toEqual([
      'AnalyticsProvider',
      'NO_ANALYTICS',
      'loadAnalytics',
      'useAnalytics',
      'usePageView',
    ]);
  });
});
