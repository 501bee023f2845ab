import { forwardRef, useEffect, useRef } from 'react';
import {
  Link,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
} from 'react-router-dom';
import { droppedPreservedQuery, withPreservedQuery } from '../lib/routing/preserve-query';
import { useStoreVariant } from './storefront-context';

export interface StoreLinkProps extends Omit<LinkProps, 'to'> {
  /** A path inside the app, with optional query and hash. */
  to: string;
}

/**
 * A router link that keeps the brand's preserved query parameters (showroom: `linkID`).
 *
 * @example
 * <StoreLink to="/shop-all-boxes">Shop all boxes</StoreLink>
 */
export const StoreLink = forwardRef<HTMLAnchorElement, StoreLinkProps>(function StoreLink(
  { to, ...props },
  ref,
) {
  const { search } = useLocation();
  const { preservedQueryParams } = useStoreVariant();
  return <Link ref={ref} to={withPreservedQuery(to, search, preservedQueryParams)} {...props} />;
});

/**
 * `navigate(to)` that keeps the brand's preserved query parameters.
 *
 * @example
 * const navigate = useStoreNavigate();
 * navigate('/');
 */
export function useStoreNavigate(): (
  to: string,
  options?: NavigateOptions,
) => void | Promise<void> {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { preservedQueryParams } = useStoreVariant();
  return (to, options) => navigate(withPreservedQuery(to, search, preservedQueryParams), options);
}

/**
 * Puts preserved query parameters back when a navigation from outside the shell (a plain
 * link in a feature, a browser-typed path inside the app) dropped them.
 */
export function PreservedQueryGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const { preservedQueryParams } = useStoreVariant();
  const previousSearch = useRef(location.search);

  useEffect(() => {
    const restored = droppedPreservedQuery(
      previousSearch.current,
      location.search,
      preservedQueryParams,
    );
    if (restored) {
      navigate(
        { pathname: location.pathname, search: restored, hash: location.hash },
        { replace: true },
      );
      return;
    }
    previousSearch.current = location.search;
  }, [location, navigate, preservedQueryParams]);

  return null;
}
