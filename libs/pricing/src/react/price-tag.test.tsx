import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, money } from '../lib/money/money';
import { PriceTag } from './price-tag';

function tag(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-slot="price-tag"]');
  if (!element) throw new Error('no price tag rendered');
  return element;
}

function amountOf(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-slot="price"]');
  if (!element) throw new Error('no amount rendered');
  return element;
}

describe('PriceTag', () => {
  it('renders Money with a dollar sign, grouping and 2 decimals', () => {
    const { container } = render(<PriceTag value={money('1234.5')} />);
    expect(amountOf(container)).toHaveTextContent('$1,234.50');
    expect(tag(container)).toHaveTextContent('$1,234.50$1,234.50');
  });

  it('renders an API price object', () => {
    const { container } = render(
      <PriceTag value={{ type: 'centPrecision', centAmount: 123450, currencyCode: 'USD' }} />,
    );
    expect(amountOf(container)).toHaveTextContent('$1,234.50');
  });

  it('rounds high-precision amounts half-up for display', () => {
    const { container } = render(
      <PriceTag
        value={{
          type: 'highPrecision',
          preciseAmount: 4565,
          currencyCode: 'USD',
          fractionDigits: 4,
        }}
      />,
    );
    expect(amountOf(container)).toHaveTextContent('$0.46');
  });

  it('prints amounts beyond 2^53 cents exactly', () => {
    const { container } = render(<PriceTag value={fromMinorUnits(1234567890123456789n)} />);
    expect(amountOf(container)).toHaveTextContent('$12,345,678,901,234,567.89');
  });

  it('adds a per-unit line', () => {
    const { container } = render(
      <PriceTag value={money('487.13')} unitPrice={money('4.87125')} label="Total" />,
    );
    expect(screen.getByText('$4.87 per unit')).toBeInTheDocument();
    expect(tag(container)).toHaveTextContent('Total $487.13, $4.87 per unit');
  });

  it('takes a custom unit label', () => {
    render(<PriceTag value={money('48')} unitPrice={money('4')} unitLabel="per box" />);
    expect(screen.getByText('$4.00 per box')).toBeInTheDocument();
  });

  it('shows a discount as a deduction in the success style', () => {
    const { container } = render(
      <PriceTag value={money('5')} variant="discount" label="Discount SAVE10" />,
    );
    const amount = screen.getByText('-$5.00');
    expect(amount).toHaveClass('text-success');
    expect(tag(container)).toHaveAttribute('data-variant', 'discount');
    expect(tag(container)).toHaveAttribute('data-negative');
    expect(screen.getByText('Discount SAVE10 minus $5.00')).toHaveClass('sr-only');
  });

  it('keeps an already negative discount negative', () => {
    render(<PriceTag value={money('-5')} variant="discount" />);
    expect(screen.getByText('-$5.00')).toBeInTheDocument();
    expect(screen.getByText('minus $5.00')).toBeInTheDocument();
  });

  it('marks a negative amount in the default variant', () => {
    const { container } = render(<PriceTag value={money('-12.5')} />);
    expect(screen.getByText('-$12.50')).toHaveClass('text-danger');
    expect(tag(container)).toHaveAttribute('data-negative');
  });

  it('does not mark a positive amount as negative', () => {
    const { container } = render(<PriceTag value={money('12.5')} />);
    expect(tag(container)).not.toHaveAttribute('data-negative');
    expect(amountOf(container)).not.toHaveClass('text-danger');
  });

  it('hides the symbols from screen readers and gives them one sentence', () => {
    const { container } = render(<PriceTag value={money('1234.5')} label="Subtotal" />);
    const visible = screen.getByText('$1,234.50').closest('[aria-hidden="true"]');
    expect(visible).not.toBeNull();
    expect(screen.getByText('Subtotal $1,234.50')).toHaveClass('sr-only');
    expect(tag(container).querySelectorAll('.sr-only')).toHaveLength(1);
  });

  it('follows the locale', () => {
    const { container } = render(<PriceTag value={money('1234.5')} locale="de-DE" />);
    expect(amountOf(container).textContent).toBe('1.234,50\u00a0$');
  });

  it('passes class names, attributes and the ref through', () => {
    const ref = createRef<HTMLSpanElement>();
    const { container } = render(
      <PriceTag ref={ref} value={money('1')} className="mt-2" data-testid="tag" />,
    );
    expect(tag(container)).toHaveClass('mt-2');
    expect(screen.getByTestId('tag')).toBe(ref.current);
  });

  it('throws a pricing error for a malformed price object', () => {
    expect(() =>
      render(<PriceTag value={{ type: 'centPrecision', centAmount: 1.5, currencyCode: 'USD' }} />),
    ).toThrow('Amount must be a whole number of minor units');
  });
});
