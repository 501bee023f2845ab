import { describe, expect, it } from 'vitest';
import { loadCmsHtmlSanitizer } from './load-cms-html-sanitizer';
import { sanitizeCmsHtml } from './sanitize-cms-html';

// A corpus of well-known XSS vectors: none may leave anything executable behind.
const attacks = [
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">click</a>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg onload="window.__xss=1"></svg>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<body onload="window.__xss=1">',
];

describe('sanitizeCmsHtml', () => {
  it.each(attacks)('neutralises %s', (attack) => {
    const clean = sanitizeCmsHtml(attack, window);
    expect(clean).not.toMatch(
      /<script|onerror|onload|javascript:|<iframe|<object|formaction|<style/i,
    );
    // Rendering the result runs nothing.
    const host = document.createElement('div');
    host.innerHTML = clean;
    document.body.append(host);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    host.remove();
  });

  it('keeps ordinary content and adds rel="noopener" to links', () => {
    expect(
      sanitizeCmsHtml(
        '<h2>About us</h2><p>We print <strong>boxes</strong>. <a href="/view/contact">Contact</a></p>',
        window,
      ),
    ).toBe(
      '<h2>About us</h2><p>We print <strong>boxes</strong>. <a href="/view/contact" rel="noopener">Contact</a></p>',
    );
  });

  it('adds noreferrer to links that open a new tab and keeps existing rel values', () => {
    expect(
      sanitizeCmsHtml('<a href="https://example.com" target="_blank" rel="external">x</a>', window),
    ).toBe(
      '<a href="https://example.com" target="_blank" rel="external noopener noreferrer">x</a>',
    );
  });
});

describe('loadCmsHtmlSanitizer', () => {
  it("sanitises with the browser's window", async () => {
    const sanitize = await loadCmsHtmlSanitizer();
    expect(sanitize('<p onclick="steal()">Hi<script>x()</script></p>')).toBe('<p>Hi</p>');
  });
});
