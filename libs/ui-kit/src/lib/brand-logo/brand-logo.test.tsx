import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo, boxupLogo, kartonwerkLogo, ybdLogo, type LogoDrawing } from './brand-logo';

describe('BrandLogo', () => {
  it.each<[LogoDrawing, string]>([
    [boxupLogo, 'BoxUp home'],
    [ybdLogo, 'YBD Showroom'],
    [kartonwerkLogo, 'Kartonwerk'],
  ])('draws the logo of $brand as an image named by its title', (logo, title) => {
    render(<BrandLogo logo={logo} title={title} />);
    expect(screen.getByRole('img', { name: title })).toHaveAttribute('data-logo', logo.brand);
  });

  it('draws three different logos', () => {
    const drawings = [boxupLogo, ybdLogo, kartonwerkLogo].map((logo) => {
      const { container, unmount } = render(<BrandLogo logo={logo} title="Logo" />);
      const markup = container.querySelector('svg')?.innerHTML.replace(/id="[^"]*"/g, '') ?? '';
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(3);
  });

  it('narrows its view box to the mark alone', () => {
    render(<BrandLogo logo={boxupLogo} title="BoxUp" variant="mark" />);
    expect(screen.getByRole('img', { name: 'BoxUp' })).toHaveAttribute('viewBox', '0 0 40 38');
  });
});
