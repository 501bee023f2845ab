import { describe, expect, it } from 'vitest';
import { isExternalHref } from '../../lib/routing/route-patterns';
import { documentTitleOf, headingOf } from './page-titles';
import type { RenderableMetaTag } from '@storefront/content';
import { headElementOf } from './use-cms-meta-tags';

describe('page titles', () => {
  it('drops the brand suffix for the heading and adds it once for the document title', () => {
    expect(headingOf('Contact Us | BoxUp', 'BoxUp')).toBe('Contact Us');
    expect(headingOf('About BoxUp', 'BoxUp')).toBe('About BoxUp');
    expect(headingOf('Blog | YBD Showroom', 'BoxUp')).toBe('Blog | YBD Showroom');
    expect(documentTitleOf('Contact Us | BoxUp', 'BoxUp')).toBe('Contact Us | BoxUp');
    expect(documentTitleOf('About BoxUp', 'BoxUp')).toBe('About BoxUp | BoxUp');
  });
});

describe('isExternalHref', () => {
  it.each([
    ['https://example.com', true],
    ['//example.com/x', true],
    ['mailto:hi@example.com', true],
    ['javascript:alert(1)', true],
    ['/product/custom-mailer-box', false],
    ['/template-maker?style=gable-box', false],
  ])('%s → %s', (href, external) => {
    expect(isExternalHref(href)).toBe(external);
  });
});

describe('headElementOf', () => {
  it('writes descriptive meta tags and canonical links', () => {
    expect(
      headElementOf({ tag: 'meta', attributes: { property: 'og:title', content: 'About' } })
        ?.outerHTML,
    ).toBe('<meta property="og:title" content="About" data-cms-meta="">');
    expect(
      headElementOf({ tag: 'link', attributes: { rel: 'canonical', href: '/view/about' } })
        ?.outerHTML,
    ).toBe('<link rel="canonical" href="/view/about" data-cms-meta="">');
  });

  it.each<RenderableMetaTag>([
    { tag: 'script', attributes: { src: 'https://evil.example/x.js' } },
    { tag: 'meta', attributes: { 'http-equiv': 'refresh', content: '0;url=javascript:x' } },
    { tag: 'meta', attributes: { name: 'x', onload: 'steal()' } },
    { tag: 'link', attributes: { rel: 'stylesheet', href: '/evil.css' } },
    { tag: 'link', attributes: { rel: 'canonical', href: 'javascript:alert(1)' } },
    { tag: 'meta', attributes: { name: 'description', content: 'owned by the page' } },
  ])('refuses $tag $attributes', (tag) => {
    expect(headElementOf(tag)).toBeNull();
  });
});
