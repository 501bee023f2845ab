import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from '../button/button';
import { cn } from '../cn';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/**
 * Props that {@link LinkButton} handles itself, whatever element it renders.
 *
 * @example
 * const own: LinkButtonOwnProps = { variant: 'ghost', newTab: true, newTabLabel: 'opens in a new tab' };
 */
export interface LinkButtonOwnProps<C extends ElementType = 'a'> extends ButtonVariantProps {
  /**
   * The element or component to render, e.g. the router's `Link`; defaults to `<a>`.
   * Its own props (`href`, `to`, `state`, …) pass straight through.
   */
  as?: C;
  /** Opens the link in a new tab with `rel="noopener noreferrer"`. */
  newTab?: boolean;
  /** Screen-reader-only note appended when `newTab` is set, e.g. "opens in a new tab". */
  newTabLabel?: string;
  className?: string;
  children?: ReactNode;
  target?: string;
  rel?: string;
}

/**
 * Props of {@link LinkButton}: its own props plus those of the element given in `as`.
 *
 * @example
 * const toCart: LinkButtonProps<typeof Link> = { as: Link, to: '/cart', children: 'View cart' };
 */
export type LinkButtonProps<C extends ElementType = 'a'> = LinkButtonOwnProps<C> &
  Omit<ComponentPropsWithRef<C>, keyof LinkButtonOwnProps<C>>;

function withSafeRel(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * A link that looks like a {@link Button}. Navigation stays a link (middle-click, copy
 * address, "Links" rotor), only the look is shared.
 *
 * @example
 * <LinkButton href="/shop-all" size="lg">Shop all boxes</LinkButton>
 * <LinkButton as={Link} to="/cart" variant="secondary">View cart</LinkButton>
 * <LinkButton href="https://help.example" newTab newTabLabel="opens in a new tab">Help</LinkButton>
 */
export function LinkButton<C extends ElementType = 'a'>(props: LinkButtonProps<C>) {
  const {
    as,
    variant,
    size,
    newTab = false,
    newTabLabel,
    className,
    children,
    target,
    rel,
    ...rest
  } = props as LinkButtonOwnProps<C> & Record<string, unknown>;
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      data-slot="link-button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), 'no-underline', className)}
      target={newTab ? '_blank' : target}
      rel={newTab ? withSafeRel(rel) : rel}
      {...rest}
    >
      {children}
      {newTab && newTabLabel ? <VisuallyHidden> ({newTabLabel})</VisuallyHidden> : null}
    </Component>
  );
}
