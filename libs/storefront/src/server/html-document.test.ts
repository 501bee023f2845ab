// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint, inlineStylesheets } from './html-document';

const HEAD = `<head>
    <script type="module" crossorigin src="/assets/index-C8t.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Ft.css">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
  </head>`;

describe('inlineStylesheets', () => {
  it("puts the build's stylesheet in the document and leaves the other links alone", () => {
    const read: string[] = [];
    const html = inlineStylesheets(HEAD, (path) => {
      read.push(path);
      return '.btn{color:red}';
    });
    expect(read).toEqual(['assets/index-Ft.css']);
    expect(html).toContain(
      '<style>.btn{color:red}</style><link rel="stylesheet" href="/assets/index-Ft.css" disabled>',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  it('keeps a stylesheet from another site as a link', () => {
    const link = '<link rel="stylesheet" href="https://fonts.example/a.css">';
    expect(inlineStylesheets(link, () => 'never')).toBe(link);
  });

  it('never lets the CSS end the style element early', () => {
    const html = inlineStylesheets(HEAD, () => '.a::after{content:"</style><script>x()</script>"}');
    // One end tag: the browser reads the script as text of the style element, never runs it.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html.slice(html.indexOf('</style>'))).toMatch(
      /^<\/style><link rel="stylesheet"[^>]*>\s*<link rel="icon"/,
    );
  });
});

describe('hydrateAfterFirstPaint', () => {
  const html = hydrateAfterFirstPaint(HEAD);

  it('downloads the entry at once, at low priority like the other module preloads', () => {
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-C8t.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/rolldown-runtime-X.js">',
    );
    expect(html).not.toContain('src="/assets/index-C8t.js"');
  });

  /** The inline starter as the browser runs it, with its frames, timers and loader in hand. */
  function startEntry() {
    const body = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; delay: number }[] = [];
    new Function(
      'load',
      'requestAnimationFrame',
      'setTimeout',
      body.replaceAll('import(', 'load('),
    )(
      (url: string) => imported.push(url),
      (frame: () => void) => frames.push(frame),
      (run: () => void, delay = 0) => timers.push({ run, delay }),
    );
    const fire = (delays: (delay: number) => boolean) =>
      timers.filter((timer) => delays(timer.delay)).forEach((timer) => timer.run());
    return { imported, frames, fire };
  }

  it('runs the entry after the first frame has painted, once', () => {
    const { imported, frames, fire } = startEntry();
    expect(imported).toEqual([]);
    frames.forEach((frame) => frame());
    fire((delay) => delay === 0);
    expect(imported).toEqual(['/assets/index-C8t.js']);
    fire((delay) => delay > 0);
    expect(imported).toEqual(['/assets/index-C8t.js']);
  });

  it('runs the entry after a second in a tab that paints no frame', () => {
    const { imported, fire } = startEntry();
    fire((delay) => delay > 0);
    expect(imported).toEqual(['/assets/index-C8t.js']);
  });
});
