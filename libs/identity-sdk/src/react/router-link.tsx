import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { IdentityLinkProps } from './identity-link';

/**
 * The identity pages' default link: an anchor that navigates inside the app on a plain click
 * and leaves modified clicks (new tab, new window) to the browser, as the router's `<Link>`
 * does. It is built on `useHref` and `useLinkClickHandler` because `<Link>` brings framework
 * mode's prefetching into the app's first load wherever any page uses it.
 *
 * @example
 * <RouterLink to="/login">Log in</RouterLink>
 */
export function RouterLink({ to, className, children }: IdentityLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!event.defaultPrevented) navigateOnClick(event);
      }}
    >
      {children}
    </a>
  );
}
