import { describe, expect, it } from 'vitest';
import { filterMetaTags, type MetaTag } from './meta-tags';

const description: MetaTag = {
  tag: 'meta',
  content: null,
  attributes: { name: 'description', content: 'Custom boxes' },
};
const canonical: MetaTag = { tag: 'link', attributes: { rel: 'canonical', href: '/view/about' } };

describe('filterMetaTags', () => {
  it('keeps tags with a tag name and attributes but no content', () => {
    expect(filterMetaTags([description, canonical])).toEqual([description, canonical]);
  });

  it('drops tags with content', () => {
    expect(
      filterMetaTags([
        { tag: 'title', content: 'About us', attributes: null },
        { tag: 'meta', content: 'x', attributes: { name: 'robots' } },
        description,
      ]),
    ).toEqual([description]);
  });

  it('treats empty and blank content as no content', () => {
    const blank = { tag: 'meta', content: '  ', attributes: { name: 'robots', content: 'index' } };
    const empty = { tag: 'meta', content: '', attributes: { name: 'robots', content: 'index' } };
    expect(filterMetaTags([blank, empty])).toEqual([blank, empty]);
  });

  it('drops tags without a tag name', () => {
    expect(
      filterMetaTags([
        { attributes: { name: 'x' } },
        { tag: '', attributes: { name: 'x' } },
        { tag: '  ', attributes: { name: 'x' } },
        { tag: null, attributes: { name: 'x' } },
      ]),
    ).toEqual([]);
  });

  it('drops tags without attributes', () => {
    expect(
      filterMetaTags([
        { tag: 'meta' },
        { tag: 'meta', attributes: null },
        { tag: 'meta', attributes: {} },
        { tag: 'meta', attributes: ['name'] as unknown as Record<string, string> },
      ]),
    ).toEqual([]);
  });

  it('tolerates null entries and a missing list', () => {
    expect(filterMetaTags([null, undefined, description])).toEqual([description]);
    expect(filterMetaTags(null)).toEqual([]);
    expect(filterMetaTags(undefined)).toEqual([]);
    expect(filterMetaTags([])).toEqual([]);
  });
});
