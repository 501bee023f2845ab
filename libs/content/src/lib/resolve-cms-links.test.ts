import { describe, expect, it } from 'vitest';
import { resolveCmsLinks } from './resolve-cms-links';
import { sanitizeCmsHtml } from './sanitize-cms-html';

describe('resolveCmsLinks', () => {
  it('rewrites every link the resolver keeps and drops the ones it refuses, keeping their text', () => {
    const seen: string[] = [];
    const html = resolveCmsLinks(
      '<p><a href="/view/contact" rel="noopener">Book</a> or read <a href="/view/about" rel="noopener"><em>about us</em></a>.</p>',
      (href) => {
        seen.push(href);
        return href === '/view/about' ? null : `${href}?linkID=SR-1`;
      },
    );
    expect(seen).toEqual(['/view/contact', '/view/about']);
    expect(html).toBe(
      '<p><a href="/view/contact?linkID=SR-1" rel="noopener">Book</a> or read <em>about us</em>.</p>',
    );
  });

  it('returns HTML without links as it is, without the resolver', () => {
    const html = '<h2>FAQ</h2><p>Answers &amp; <abbr title="a &quot;b&quot;">more</abbr></p>';
    expect(resolveCmsLinks(html, () => '/never')).toBe(html);
  });

  it('gives what sanitising and resolving in one pass gave (the output before the split)', () => {
    const raw =
      '<p onclick="x()"><a href="/blog" target="_blank">Blog</a> <a href="javascript:alert(1)">x</a> <a href="/view/gone">gone</a></p>';
    const seen: string[] = [];
    const html = resolveCmsLinks(sanitizeCmsHtml(raw, window), (href) => {
      seen.push(href);
      return href === '/view/gone' ? null : `${href}?k=1`;
    });
    // A javascript: href is removed by the sanitiser, so the resolver never sees it.
    expect(seen).toEqual(['/blog', '/view/gone']);
    expect(html).toBe(
      '<p><a href="/blog?k=1" target="_blank" rel="noopener noreferrer">Blog</a> <a rel="noopener">x</a> gone</p>',
    );
  });

  it('parses the HTML inertly: nothing in it loads or runs', () => {
    const html = '<img src="x" alt=""><a href="/a">a</a>';
    const before = document.querySelectorAll('img').length;
    expect(resolveCmsLinks(html, (href) => href)).toBe(html);
    expect(document.querySelectorAll('img')).toHaveLength(before);
  });
});
