// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageHead } from '../page-head';
import { escapeHtml, jsonForScript, renderHeadTags } from './head-tags';

const head: PageHead = {
  title: 'Shop All Custom Boxes | BoxUp',
  description: 'Custom printed mailer boxes, from 1 box to thousands.',
  canonicalPath: '/shop-all-boxes',
  siteName: 'BoxUp',
  image: 'https://cdn.example/boxes.svg',
};

describe('renderHeadTags', () => {
  it('writes title, description, canonical, Open Graph and Twitter tags on the origin', () => {
    const html = renderHeadTags(head, 'https://boxup.example');
    expect(html.split('\n')).toEqual([
      '<title>Shop All Custom Boxes | BoxUp</title>',
      '<meta name="description" content="Custom printed mailer boxes, from 1 box to thousands." />',
      '<link rel="canonical" href="https://boxup.example/shop-all-boxes" />',
      '<meta property="og:title" content="Shop All Custom Boxes | BoxUp" />',
      '<meta property="og:description" content="Custom printed mailer boxes, from 1 box to thousands." />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:url" content="https://boxup.example/shop-all-boxes" />',
      '<meta property="og:image" content="https://cdn.example/boxes.svg" />',
      '<meta property="og:site_name" content="BoxUp" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:title" content="Shop All Custom Boxes | BoxUp" />',
      '<meta name="twitter:description" content="Custom printed mailer boxes, from 1 box to thousands." />',
      '<meta name="twitter:image" content="https://cdn.example/boxes.svg" />',
    ]);
  });

  it('asks search engines not to index not-found and noindex pages', () => {
    expect(renderHeadTags({ ...head, noIndex: true }, 'https://boxup.example')).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(renderHeadTags({ ...head, notFound: true }, 'https://boxup.example')).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(renderHeadTags(head, 'https://boxup.example')).not.toContain('robots');
  });

  it('escapes every value, so CMS text cannot add tags or leave an attribute', () => {
    const html = renderHeadTags(
      {
        title: 'Boxes </title><script>alert(1)</script>',
        description: 'A "quoted" & <b>bold</b> \'claim\'',
        canonicalPath: '/view/a"b',
        ogType: 'article',
      },
      'https://boxup.example',
    );
    expect(html).toContain(
      '<title>Boxes &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(html).toContain(
      'content="A &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; &#39;claim&#39;"',
    );
    expect(html).toContain('<link rel="canonical" href="https://boxup.example/view/a%22b" />');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('writes JSON-LD that no string inside can close', () => {
    const product = {
      '@type': 'Product',
      name: '</script><script>alert(1)</script>',
      note: 'a & b',
    };
    const html = renderHeadTags(
      { ...head, jsonLd: [product, { '@type': 'BreadcrumbList' }] },
      'https://boxup.example',
    );
    const scripts = html.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(product);
  });
});

describe('escaping helpers', () => {
  it('escapeHtml and jsonForScript', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(jsonForScript({ text: '<!-- \u2028 -->' })).toBe(
      '{"text":"\\u003c!-- \\u2028 --\\u003e"}',
    );
  });
});
