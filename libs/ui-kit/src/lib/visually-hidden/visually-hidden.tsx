import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';

/**
 * Props of {@link VisuallyHidden}: any `<span>` attribute.
 *
 * @example
 * const props: VisuallyHiddenProps = { children: '(opens in a new tab)' };
 */
export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Text that screen readers announce but that takes no space on screen.
 *
 * @example
 * <button type="button">
 *   <TrashIcon aria-hidden />
 *   <VisuallyHidden>Remove Mailer box from cart</VisuallyHidden>
 * </button>
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}
