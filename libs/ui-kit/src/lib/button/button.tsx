import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { focusRing } from '../focus-ring';
import { SpinnerGlyph } from '../spinner/spinner';
import { useHydrated } from '../use-hydrated/use-hydrated';

/**
 * Classes of a button for a variant and size; shared with {@link LinkButton}. Internal to the
 * kit (not exported from the package), so class names stay free to change.
 *
 * @example
 * <summary className={buttonVariants({ variant: 'ghost', size: 'sm' })}>Details</summary>
 */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-brand text-center font-semibold',
    'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50',
    'aria-busy:cursor-progress',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary:
          'bg-brand-primary text-brand-primary-contrast hover:not-disabled:bg-brand-primary-hover',
        secondary:
          'border border-ink-muted bg-surface text-ink hover:not-disabled:bg-surface-muted',
        ghost: 'text-brand-primary hover:not-disabled:bg-surface-muted',
        danger: 'border border-danger bg-surface text-danger hover:not-disabled:bg-danger/10',
      },
      size: {
        sm: 'min-h-8 px-3 py-1 text-sm',
        md: 'min-h-10 px-4 py-2 text-base',
        lg: 'min-h-12 px-6 py-2.5 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

/**
 * Visual variant and size shared by {@link Button} and {@link LinkButton}.
 *
 * @example
 * const look: ButtonVariantProps = { variant: 'secondary', size: 'sm' };
 * <Button {...look}>Save for later</Button>
 */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

/**
 * Props of {@link Button}: every `<button>` attribute plus variant, size and loading.
 *
 * @example
 * function SubmitButton(props: ButtonProps) {
 *   return <Button type="submit" size="lg" {...props} />;
 * }
 */
export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonVariantProps {
  /**
   * Shows a spinner, marks the button `aria-busy` and disables it so the action cannot be
   * sent twice. The label stays visible, so the accessible name does not change.
   */
  loading?: boolean;
}

/**
 * A button in one of four variants (primary, secondary, ghost, danger) and three sizes.
 * `type` defaults to `"button"`, so a button inside a form submits only when asked to.
 * A submit button is disabled in server-rendered HTML until React has hydrated it: before
 * then its form's handler does not exist and the browser would send the form as a GET of the
 * page (the shopper's entries in the address bar, the click lost).
 *
 * @example
 * <Button type="submit" loading={isSaving}>Save address</Button>
 * <Button variant="danger" size="sm" onClick={removeItem}>Remove</Button>
 */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      disabled={disabled || loading || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? <SpinnerGlyph /> : null}
      {children}
    </button>
  );
}
