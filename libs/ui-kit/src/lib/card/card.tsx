import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ElementType, Ref } from 'react';
import { cn } from '../cn';

const cardVariants = cva('rounded-brand text-ink', {
  variants: {
    variant: {
      outlined: 'border border-border bg-surface',
      elevated: 'border border-border bg-surface shadow-md',
      muted: 'bg-surface-muted',
    },
    padding: { none: 'p-0', sm: 'p-3', md: 'p-5', lg: 'p-8' },
  },
  defaultVariants: { variant: 'outlined', padding: 'md' },
});

/**
 * Props of {@link Card}: `<div>` attributes plus look, padding and the element to render.
 *
 * @example
 * const props: CardProps = { as: 'aside', variant: 'muted', padding: 'sm' };
 */
export interface CardProps
  extends ComponentPropsWithoutRef<'div'>, VariantProps<typeof cardVariants> {
  /** Element to render, e.g. `section` for a titled region or `li` inside a list. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  ref?: Ref<HTMLElement>;
}

/**
 * A surface that groups related content, such as the order summary or an address.
 *
 * @example
 * <Card as="section" aria-labelledby="summary-title" variant="elevated">
 *   <h2 id="summary-title">Order summary</h2>
 *   <Price amountInCents={125000} />
 * </Card>
 */
export function Card({ as = 'div', variant, padding, className, ...props }: CardProps) {
  const Component = as as ElementType;
  return (
    <Component
      data-slot="card"
      className={cn(cardVariants({ variant, padding }), className)}
      {...props}
    />
  );
}
