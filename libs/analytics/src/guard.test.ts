import { describe, expect, it } from 'vitest';
import * as guard from './guard';
import * as publicApi from './index';

describe('public API of @storefront/analytics/guard', () => {
  it('is the very guard the client screens its events with', () => {
    for (const name of Object.keys(guard) as (keyof typeof guard)[]) {
      expect(guard[name]).toBe(publicApi[name]);
    }
  });
});
