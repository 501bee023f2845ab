// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getPage } from '../lib/get-page';
import { fakeContentService } from '../lib/testing/fake-content-service';
import { sampleAboutPage } from '../lib/testing/sample-content';
import { CmsHtml } from './cms-html';

// The first render of a page on a server (no global window): the operation read and sanitised
// the HTML (with a jsdom window, registered for rendering), CmsHtml resolves its links.
describe('CmsHtml on a server', () => {
  it('renders the sanitised HTML of an operation with its links resolved', async () => {
    const { client } = fakeContentService({
      page: {
        ...sampleAboutPage,
        bodyHtml:
          '<p onclick="x()">Read <a href="/view/story">our story</a> or <a href="/view/gone">more</a>.</p><script>x()</script>',
      },
    });
    const page = await getPage(client, 'view/about');
    const markup = renderToString(
      <CmsHtml
        as="article"
        html={page?.bodyHtml ?? ''}
        resolveLink={(href) => (href === '/view/gone' ? null : `${href}?linkID=SR-1`)}
      />,
    );
    expect(markup).toBe(
      '<article><p>Read <a href="/view/story?linkID=SR-1" rel="noopener">our story</a> or more.</p></article>',
    );
  });
});
