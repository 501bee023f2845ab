import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkButton } from './link-button';

function RouterLink({ to, children, ...props }: { to: string; children?: ReactNode }) {
  return (
    <a href={`#${to}`} data-router-link="" {...props}>
      {children}
    </a>
  );
}

describe('LinkButton', () => {
  it('renders an anchor with its href', () => {
    render(<LinkButton href="/shop-all">Shop all boxes</LinkButton>);
    expect(screen.getByRole('link', { name: 'Shop all boxes' })).toHaveAttribute(
      'href',
      '/shop-all',
    );
  });

  it('opens a new tab safely and says so to screen readers', () => {
    render(
      <LinkButton href="https://help.example" newTab newTabLabel="opens in a new tab" rel="help">
        Help centre
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: /^Help centre ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'help noopener noreferrer');
  });

  it('renders the component given in `as` and passes `to` through', () => {
    render(
      <LinkButton as={RouterLink} to="/cart" variant="secondary">
        View cart
      </LinkButton>,
    );
    const link = screen.getByRole('link', { name: 'View cart' });
    expect(link).toHaveAttribute('href', '#/cart');
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('data-variant', 'secondary');
  });
});
