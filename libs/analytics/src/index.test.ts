import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import * as publicApi from './index';

describe('public API of @storefront/analytics', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
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
    ]);
  });

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
