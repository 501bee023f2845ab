import { describe, expect, it } from 'vitest';
import { toUrlSearchParams } from './search-params';

describe('toUrlSearchParams', () => {
  it('repeats array keys and leaves out undefined and null', () => {
    const params = toUrlSearchParams({
      recalculate: true,
      'recalculationConfigs[]': ['tax', 'shipping'],
      page: 2,
      skipped: undefined,
      empty: null,
    });
    expect(params?.toString()).toBe(
      'recalculate=true&recalculationConfigs%5B%5D=tax&recalculationConfigs%5B%5D=shipping&page=2',
    );
  });

  it('accepts a string or URLSearchParams, and nothing', () => {
    expect(toUrlSearchParams('?a=1&b=2')?.toString()).toBe('a=1&b=2');
    expect(toUrlSearchParams(new URLSearchParams({ a: '1' }))?.toString()).toBe('a=1');
    expect(toUrlSearchParams(undefined)).toBeUndefined();
  });
});
