import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverMarkup);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
