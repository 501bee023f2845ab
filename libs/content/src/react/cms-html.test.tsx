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
