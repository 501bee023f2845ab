import type { ComponentType, ReactNode } from 'react';

/**
 * The link component the orders components render for in-app links (order detail, back to
 * the history). A plain `<a href>` by default; a storefront passes its router link.
 *
 * @example
 * const Link: OrdersLinkComponent = ({ to, ...props }) => <StoreLink to={to} {...props} />;
 */
export type OrdersLinkComponent = ComponentType<OrdersLinkProps>;

/**
 * Props an {@link OrdersLinkComponent} receives.
 *
 * @example
 * const props: OrdersLinkProps = { to: '/my-orders', children: 'My orders' };
 */
export interface OrdersLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
  'aria-label'?: string;
}

/** The default link: a plain anchor. */
export function PlainLink({ to, children, ...props }: OrdersLinkProps) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}

/** Classes of an inline text link. */
export const textLinkClasses =
  'rounded-brand font-medium text-brand-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';
