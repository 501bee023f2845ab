import { describe, expect, it } from 'vitest';
import { droppedPreservedQuery, withPreservedQuery } from './preserve-query';

describe('withPreservedQuery', () => {
  it('adds linkID from the current location to a plain path', () => {
    expect(withPreservedQuery('/cart', '?linkID=abc&utm_source=mail', ['linkID'])).toBe(
      '/cart?linkID=abc',
    );
  });

  it('keeps the target query and hash', () => {
    expect(
      withPreservedQuery('/product/custom-mailer-box?quantity=1#tabs', '?linkID=abc', ['linkID']),
    ).toBe('/product/custom-mailer-box?quantity=1&linkID=abc#tabs');
  });

  it('lets the target override the preserved value', () => {
    expect(withPreservedQuery('/?linkID=new', '?linkID=old', ['linkID'])).toBe('/?linkID=new');
  });

  it('changes nothing when no parameter is preserved or present', () => {
    expect(withPreservedQuery('/cart', '?linkID=abc', [])).toBe('/cart');
    expect(withPreservedQuery('/cart', '?other=1', ['linkID'])).toBe('/cart');
  });

  it('encodes values safely', () => {
    expect(withPreservedQuery('/', '?linkID=a%26b%3Dc', ['linkID'])).toBe('/?linkID=a%26b%3Dc');
  });
});

describe('droppedPreservedQuery', () => {
  it('returns the search to restore when a navigation dropped linkID', () => {
    expect(droppedPreservedQuery('?linkID=abc', '?page=2', ['linkID'])).toBe('?page=2&linkID=abc');
  });

  it('returns null when nothing was dropped', () => {
    expect(droppedPreservedQuery('?linkID=abc', '?linkID=abc', ['linkID'])).toBeNull();
    expect(droppedPreservedQuery('', '', ['linkID'])).toBeNull();
  });
});
