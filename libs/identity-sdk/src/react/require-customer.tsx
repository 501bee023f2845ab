import { Spinner } from '@storefront/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from './return-path';
import { useIdentity } from './use-identity';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link RequireCustomer}.
 *
 * @example
 * const props: RequireCustomerProps = { loginPath: '/login', children: <MyOrdersPage /> };
 */
export interface RequireCustomerProps {
  children?: ReactNode;
  /** The sign-in page; `returnTo` with the current path and query is added. */
  loginPath?: string;
}

/**
 * Shows its children to signed-in customers only. While the session starts it shows a
 * spinner; an anonymous visitor is sent to `/login?returnTo=<current path and query>`
 * (replacing the history entry), and the login page brings them back after sign-in. When the
 * customer's session has just ended by itself (`identity.sessionExpired()`: the refresh token
 * expired or was rejected, e.g. after a service answered 401), `&reason=session-expired` is
 * added and the login page says 'Your session has expired. Please log in again.'
 *
 * @example
 * <Route
 *   path="/my-orders"
 *   element={
 *     <RequireCustomer>
 *       <MyOrdersPage />
 *     </RequireCustomer>
 *   }
 * />
 */
export function RequireCustomer({ children, loginPath = '/login' }: RequireCustomerProps) {
  const { state, identity } = useIdentity();
  const location = useLocation();
  const { t } = useMessages('identity');
  if (state.status === 'initializing') {
    return (
      <div data-slot="require-customer" className="flex justify-center px-4 py-16">
        <Spinner label={t('guard.checking')} size="lg" />
      </div>
    );
  }
  if (!state.isSignedIn) {
    // A session that ended by itself (expired or rejected refresh token) says so on /login.
    const sessionExpired = identity.sessionExpired();
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}`, loginPath, { sessionExpired })}
        replace
      />
    );
  }
  return <>{children}</>;
}
