import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

const spinnerVariants = cva('', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

/**
 * The spinning ring alone, for places that announce their busy state themselves (a loading
 * Button sets `aria-busy`). As tall as the surrounding text unless given a `size`. Internal
 * to the kit.
 *
 * @example
 * <button aria-busy="true" disabled><SpinnerGlyph /> Saving</button>
 */
export function SpinnerGlyph({ size }: VariantProps<typeof spinnerVariants>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cn(
        'shrink-0 motion-safe:animate-spin',
        size ? spinnerVariants({ size }) : 'size-[1em]',
      )}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Props of {@link Spinner}.
 *
 * @example
 * const props: SpinnerProps = { label: 'Loading your designs', size: 'sm' };
 */
export interface SpinnerProps
  extends Omit<ComponentPropsWithRef<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What is loading, read by screen readers only, e.g. "Loading box styles". */
  label: string;
}

/**
 * An indeterminate progress indicator that announces its label politely (`role="status"`).
 *
 * @example
 * <Spinner label="Loading your cart" size="lg" />
 */
export function Spinner({ label, size, className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('text-brand-primary inline-flex items-center', className)}
      {...props}
    >
      <SpinnerGlyph size={size ?? 'md'} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
