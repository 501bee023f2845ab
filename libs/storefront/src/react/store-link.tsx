import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type Ref,
  type TouchEvent,
} from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
} from 'react-router-dom';
import { droppedPreservedQuery, withPreservedQuery } from '../lib/routing/preserve-query';
import { useRoutePrefetcher, useStoreVariant } from './storefront-context';

export interface StoreLinkProps extends Omit<
  LinkProps,
  'to' | 'prefetch' | 'discover' | 'mask' | 'defaultShouldRevalidate'
> {
  /** A path inside the app, with optional query and hash. */
  to: string;
  /**
   * Load the target page's code early: when the link comes within 200 px of the viewport and
   * on hover, focus or touch (default `true`).
   */
  prefetch?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A router link that keeps the brand's preserved query parameters (showroom: `linkID`) and
 * prefetches the code of the page it points to: when it comes within 200 px of the viewport
 * (IntersectionObserver, `rootMargin: '200px'`) and on hover, focus or touch.
 *
 * A plain click navigates inside the app; a click with a modifier key, with another button or
 * on a link with a `target` other than `_self` is the browser's, as is every click with
 * `reloadDocument`. It is built on the router's `useHref` and `useLinkClickHandler` rather than
 * its `<Link>`, whose framework-mode prefetching is ≈ 4 KiB gzip of every first load.
 *
 * @example
 * <StoreLink to="/shop-all-boxes">Shop all boxes</StoreLink>
 */
export const StoreLink = forwardRef<HTMLAnchorElement, StoreLinkProps>(function StoreLink(
  {
    to,
    prefetch: shouldPrefetch = true,
    onClick,
    onMouseEnter,
    onFocus,
    onTouchStart,
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    reloadDocument,
    ...props
  },
  ref,
) {
  const { search } = useLocation();
  const { preservedQueryParams } = useStoreVariant();
  const prefetcher = useRoutePrefetcher();
  const stopObserving = useRef<() => void>(undefined);
  const destination = withPreservedQuery(to, search, preservedQueryParams);
  const href = useHref(destination, { relative });
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(destination, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
  });

  const anchorRef = useCallback(
    (anchor: HTMLAnchorElement | null) => {
      assignRef(ref, anchor);
      stopObserving.current?.();
      stopObserving.current = anchor && shouldPrefetch ? prefetcher.observe(anchor, to) : undefined;
    },
    [ref, prefetcher, to, shouldPrefetch],
  );
  useEffect(() => () => stopObserving.current?.(), []);

  const prefetchNow = () => {
    if (shouldPrefetch) prefetcher.prefetch(to);
  };

  return (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller gives the content
    <a
      {...props}
      ref={anchorRef}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!reloadDocument && !event.defaultPrevented) navigateOnClick(event);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onTouchStart?.(event);
      }}
    />
  );
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
