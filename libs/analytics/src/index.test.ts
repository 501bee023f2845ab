import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import * as publicApi from './index';
import * as analyticsReact from './react/index';
import * as guard from './guard';
import * as testing from './testing';

// Guards the public API of each entry: anything exported by accident (or dropped) fails here.
describe.each([
  {
    entry: '@storefront/analytics',
    exports: publicApi,
    names: [
      'ANALYTICS_LIBRARY',
      'ANALYTICS_STORAGE_KEYS',
      'AnalyticsError',
      'PAGE_EVENT_DELAYS',
      'STOREFRONT_EVENTS',
      'createAnalytics',
      'createNoopAnalytics',
      'describeSensitiveFinding',
      'findSensitiveData',
      'isAnalyticsError',
      'isSensitiveKey',
      'looksLikeCardNumber',
      'stripSensitiveData',
    ],
  },
  {
    entry: '@storefront/analytics/react',
    exports: analyticsReact,
    names: ['AnalyticsProvider', 'NO_ANALYTICS', 'loadAnalytics', 'useAnalytics', 'usePageView'],
  },
  {
    entry: '@storefront/analytics/guard',
    exports: guard,
    names: [
      'describeSensitiveFinding',
      'findSensitiveData',
      'isSensitiveKey',
      'looksLikeCardNumber',
      'stripSensitiveData',
    ],
  },
  {
    entry: '@storefront/analytics/testing',
    exports: testing,
    names: ['SANDBOX_ANALYTICS_ENDPOINT', 'storedEvents'],
  },
])('public API of $entry', ({ exports, names }) => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(exports).sort()).toEqual(names);
  });
});

describe('@storefront/analytics', () => {
  it('reports the version of package.json as its library version', () => {
    expect(publicApi.ANALYTICS_LIBRARY).toEqual({
      name: packageJson.name,
      version: packageJson.version,
    });
  });

  it('keeps the page delays of the spec: 1000 ms, 0 for upload and proof-click', () => {
    expect(publicApi.PAGE_EVENT_DELAYS).toEqual({ default: 1000, upload: 0, 'proof-click': 0 });
  });
});
