import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsHtml } from './cms-html';

describe('CmsHtml', () => {
  it('renders the sanitised content in the chosen element', () => {
    const { container } = render(
      <CmsHtml
        as="article"
        html={'<h2>FAQ</h2><p onclick="alert(1)">Answers</p><script>alert(2)</script>'}
      />,
    );
    expect(screen.getByRole('article')).toContainElement(
      screen.getByRole('heading', { name: 'FAQ' }),
    );
    expect(container.innerHTML).not.toMatch(/onclick|<script/);
    expect(screen.getByText('Answers')).toBeInTheDocument();
  });
});

describe('CmsHtml with resolveLink', () => {
  it('renders the links as the resolver says and drops the ones it refuses', () => {
    const resolveLink = (href: string) => (href.startsWith('/view/about') ? null : `${href}?k=1`);
    render(
      <CmsHtml
        html={'<p><a href="/blog">Blog</a> and <a href="/view/about">about us</a></p>'}
        resolveLink={resolveLink}
      />,
    );
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog?k=1');
    expect(screen.queryByRole('link', { name: 'about us' })).toBeNull();
    expect(screen.getByText(/about us/)).toBeInTheDocument();
  });
});
