import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo, type BrandId } from './brand-logo';

describe('BrandLogo', () => {
  it.each<[BrandId, string]>([
    ['boxup', 'BoxUp home'],
    ['ybd', 'YBD Showroom'],
    ['kartonwerk', 'Kartonwerk'],
  ])('draws the %s logo as an image named by its title', (brand, title) => {
    render(<BrandLogo brand={brand} title={title} />);
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('data-logo', brand);
  });

  it('draws three different logos', () => {
    const drawings = (['boxup', 'ybd', 'kartonwerk'] as const).map((brand) => {
      const { container, unmount } = render(<BrandLogo brand={brand} title="Logo" />);
      const markup = container.querySelector('svg')?.innerHTML.replace(/id="[^"]*"/g, '') ?? '';
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(3);
  });

  it('narrows its view box to the mark alone', () => {
    render(<BrandLogo brand="boxup" title="BoxUp" variant="mark" />);
    expect(screen.getByRole('img', { name: 'BoxUp' })).toHaveAttribute('viewBox', '0 0 40 38');
  });
});
