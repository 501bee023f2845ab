import type { ComponentType, ReactNode } from 'react';

/**
 * The link component the pages render for in-app links (lost password, log in, home). By
 * default an anchor that navigates inside the app; a storefront passes its own (e.g. one that
 * keeps the showroom's `linkID` query parameter).
 *
 * @example
 * const StoreLinkAdapter: IdentityLinkComponent = ({ to, ...props }) => <StoreLink to={to} {...props} />;
 * <LoginView onSignedIn={navigate} linkComponent={StoreLinkAdapter} />
 */
export type IdentityLinkComponent = ComponentType<IdentityLinkProps>;

/** What the identity pages pass to their link component. */
export interface IdentityLinkProps {
  to: string;
  className?: string;
  children?: ReactNode;
}

/** Classes of an inline text link on the identity pages. */
export const textLinkClasses =
  'rounded-brand font-medium text-brand-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-primary';

/** Classes of the page heading (h1) of the identity pages. */
export const pageHeadingClasses = 'font-brand-heading text-3xl text-ink';

/** Classes of a section heading (h2) of the identity pages. */
export const sectionHeadingClasses = 'font-brand-heading text-2xl text-ink';
