import { describe, expect, it } from 'vitest';
import { CACHE_BUSTING_PARAM, withCacheBusting } from './cache-busting';
import { isDesignsError } from './designs-error';

const now = () => 1_700_000_000_000;

describe('withCacheBusting', () => {
  it('appends the timestamp to a URL without query', () => {
    expect(withCacheBusting('https://rendering.example/instructions/7', { now })).toBe(
      'https://rendering.example/instructions/7?timestamp=1700000000000',
    );
  });

  it('keeps the existing query as written and the hash', () => {
    expect(
      withCacheBusting('https://rendering.example/i?id=7&name=a%20b&flag#page=2', { now }),
    ).toBe('https://rendering.example/i?id=7&name=a%20b&flag&timestamp=1700000000000#page=2');
  });

  it('replaces an earlier timestamp instead of repeating it', () => {
    const once = withCacheBusting('https://r.example/i?id=1', { now: () => 1 });
    expect(withCacheBusting(once, { now })).toBe(
      'https://r.example/i?id=1&timestamp=1700000000000',
    );
    expect(withCacheBusting('https://r.example/i?timestamp=5&timestampx=6', { now })).toBe(
      'https://r.example/i?timestampx=6&timestamp=1700000000000',
    );
  });

  it('handles an empty query and a hash with a question mark', () => {
    expect(withCacheBusting('https://r.example/i?#a?b', { now })).toBe(
      'https://r.example/i?timestamp=1700000000000#a?b',
    );
  });

  it('accepts relative URLs and keeps them relative', () => {
    expect(withCacheBusting('/rendering/7.json?v=2', { now })).toBe(
      '/rendering/7.json?v=2&timestamp=1700000000000',
    );
  });

  it('uses the real clock by default', () => {
    const before = Date.now();
    const stamped = new URL(withCacheBusting('https://r.example/i'));
    const time = Number(stamped.searchParams.get(CACHE_BUSTING_PARAM));
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it.each(['', '   ', 'https://', 'http://exa mple.com/i'])('rejects %j', (url) => {
    let caught: unknown;
    try {
      withCacheBusting(url, { now });
    } catch (error) {
      caught = error;
    }
    expect(isDesignsError(caught, 'INVALID_URL')).toBe(true);
    expect(caught).toMatchObject({ field: 'url' });
  });

  it('rejects a clock that gives no time', () => {
    expect(() => withCacheBusting('https://r.example/i', { now: () => Number.NaN })).toThrow(
      'cannot be stamped',
    );
  });
});
