import { render, screen } from '@testing-library/react';
import { renderOnServer } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { getPage } from '../lib/get-page';
import { fakeContentService } from '../lib/testing/fake-content-service';
import { sampleAboutPage } from '../lib/testing/sample-content';
import { CmsHtml } from './cms-html';

describe('CmsHtml', () => {
  it('renders the HTML an operation returned, sanitised, in the chosen element', async () => {
    const { client } = fakeContentService({
      page: {
        ...sampleAboutPage,
        bodyHtml: '<h2>FAQ</h2><p onclick="alert(1)">Answers</p><script>alert(2)</script>',
      },
    });
    const page = await getPage(client, 'view/faq');
    const { container } = render(<CmsHtml as="article" html={page?.bodyHtml ?? ''} />);
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { name: 'FAQ' }),
    );
    expect(container.innerHTML).not.toMatch(/onclick|<script/);
    expect(screen.getByText('Answers')).toBeInTheDocument();
  });

  it('renders the given HTML as it is (sanitising is the operations’ job)', () => {
    const html = '<p>Hi <a href="/view/about" rel="noopener">About</a></p>';
    const { container } = render(<CmsHtml html={html} className="prose" />);
    expect(container.innerHTML).toBe(`<div class="prose">${html}</div>`);
  });
});

describe('CmsHtml with resolveLink', () => {
  const resolveLink = (href: string) => (href.startsWith('/view/about') ? null : `${href}?k=1`);
  const html =
    '<p><a href="/blog" rel="noopener">Blog</a> and <a href="/view/about">about us</a></p>';

  it('renders the links as the resolver says and drops the ones it refuses', () => {
    render(<CmsHtml html={html} resolveLink={resolveLink} />);
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog?k=1');
    expect(screen.queryByRole('link', { name: 'about us' })).toBeNull();
    expect(screen.getByText(/about us/)).toBeInTheDocument();
  });

  it('hydrates the server-rendered markup without a mismatch', async () => {
    const app = <CmsHtml as="section" html={html} resolveLink={resolveLink} />;
    const page = renderOnServer(app);
    const serverMarkup = page.container.innerHTML;
    await page.hydrate();
    expect(page.errors).toEqual([]);
    expect(page.container.innerHTML).toBe(serverMarkup);
    page.unmount();
  });
});
