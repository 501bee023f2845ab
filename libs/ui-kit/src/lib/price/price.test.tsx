import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

function priceText(element: React.ReactElement): string {
  const { container } = render(element);
  return container.textContent ?? '';
}

describe('Price', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [10, '$0.10'],
    [10 + 20, '$0.30'],
    [199, '$1.99'],
    [123450, '$1,234.50'],
    [100000000, '$1,000,000.00'],
  ])('formats %d cents as %s', (cents, expected) => {
    expect(priceText(<Price amountInCents={cents} />)).toBe(expected);
  });

  it('adds cents exactly where floats would drift (10 + 20 cents, 0.1 + 0.2 dollars)', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(priceText(<Price amountInCents={10 + 20} />)).toBe('$0.30');
    expect(priceText(<Price amountInCents={10n + 20n} />)).toBe('$0.30');
  });

  it('formats bigint amounts beyond the safe integer range digit for digit', () => {
    expect(priceText(<Price amountInCents={12345678901234567n} />)).toBe('$123,456,789,012,345.67');
  });

  it('shows negative amounts with a leading minus', () => {
    expect(priceText(<Price amountInCents={-500} />)).toBe('-$5.00');
    expect(priceText(<Price amountInCents={-1n} />)).toBe('-$0.01');
  });

  it('shows a discount as a deduction in the success tone', () => {
    render(<Price amountInCents={500} negative tone="success" />);
    const price = screen.getByText('-$5.00');
    expect(price).toHaveClass('text-success');
  });

  it('never shows minus zero', () => {
    expect(priceText(<Price amountInCents={0} negative />)).toBe('$0.00');
  });

  it('follows the locale but keeps the dollar sign and two decimals', () => {
    expect(priceText(<Price amountInCents={123450} locale="de-DE" />)).toBe('1.234,50\u00a0$');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => render(<Price amountInCents={19.99} />)).toThrow(RangeError);
  });
});
