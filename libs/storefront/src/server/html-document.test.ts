// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint, inlineStylesheets } from './html-document';

const HEAD = `<head>
    <script type="module" crossorigin src="/assets/index-C8t.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-X.js">
    <link rel="modulepreload" crossorigin href="/assets/storefront-B2.js">
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
  /** What the starter imports, in one round: the entry's chunks, then the entry. */
  const ENTRY_AND_IMPORTS = [
    '/assets/rolldown-runtime-X.js',
    '/assets/storefront-B2.js',
    '/assets/index-C8t.js',
  ];

  it('loads the entry and the chunks it imports from the starter alone, none from the head', () => {
    expect(html).not.toContain('src="/assets/index-C8t.js"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
  });

  /** The inline starter as the browser runs it, with its page, frames, timers and loader in hand. */
  function startEntry(images: Promise<void>[] = []) {
    const body = /<script type="module">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; delay: number }[] = [];
    const document = {
      querySelectorAll: (selector: string) =>
        selector === 'img[fetchpriority=high]'
          ? images.map((decoded) => ({ decode: () => decoded }))
          : [],
    };
    new Function(
      'load',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      body.replaceAll('import(', 'load('),
    )(
      (url: string) => imported.push(url),
      document,
      (frame: () => void) => frames.push(frame),
      (run: () => void, delay = 0) => timers.push({ run, delay }),
    );
    const fire = (delays: (delay: number) => boolean) =>
      timers.filter((timer) => delays(timer.delay)).forEach((timer) => timer.run());
    const paint = async () => {
      await new Promise((settle) => setTimeout(settle));
      frames.splice(0).forEach((frame) => frame());
      fire((delay) => delay === 0);
    };
    return { imported, paint, fire };
  }

  it('runs the entry after the first frame has painted, once', async () => {
    const { imported, paint, fire } = startEntry();
    expect(imported).toEqual([]);
    await paint();
    expect(imported).toEqual(ENTRY_AND_IMPORTS);
    fire((delay) => delay > 0);
    expect(imported).toEqual(ENTRY_AND_IMPORTS);
  });

  it("waits for the page's high-priority images to decode, or fail", async () => {
    let decoded = () => {};
    let failed = (_error: Error) => {};
    const { imported, paint } = startEntry([
      new Promise<void>((resolve) => (decoded = resolve)),
      new Promise<void>((_resolve, reject) => (failed = reject)),
    ]);
    await paint();
    expect(imported).toEqual([]);
    decoded();
    failed(new Error('404'));
    await paint();
    expect(imported).toEqual(ENTRY_AND_IMPORTS);
  });

  it('runs the entry after a second when no frame paints or an image never arrives', () => {
    const { imported, fire } = startEntry([new Promise<void>(() => {})]);
    fire((delay) => delay > 0);
    expect(imported).toEqual(ENTRY_AND_IMPORTS);
  });
});
