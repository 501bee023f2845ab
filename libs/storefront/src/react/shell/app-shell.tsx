import { useIdentity } from '@storefront/identity-sdk/react';
import { Spinner } from '@storefront/ui-kit';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageViewTracker } from '../analytics/page-view-tracker';
import { ConnectionBanner } from '../connection/connection-banner';
import { useSnackbarStore } from '../snackbar-store';
import { PreservedQueryGuard, useStoreNavigate } from '../store-link';
import { CartStoreSlotProvider } from './cart-store-slot';
import { GlobalSnackbar } from './global-snackbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * The layout every page renders in: skip link, header, main content, footer and the
 * global snackbar, inside the cart store slot (the cart follows sign-in and sign-out).
 * The main area is at least as tall as the screen, so the footer starts below the first
 * screen and never jumps down when a page's content replaces its loading state (a product
 * page moved the footer out of view: a layout shift of 0.33).
 *
 * @example
 * { element: <AppShell />, children: routes }
 */
export function AppShell() {
  const { t } = useMessages('common');
  const { state, identity } = useIdentity();
  const showSnackbar = useSnackbarStore((snackbar) => snackbar.show);
  const navigate = useStoreNavigate();

  // 'Logged in successfully' shows once after a sign-in (the show-login-notification flag).
  useEffect(() => {
    if (state.isSignedIn && identity.consumeLoginNotification()) {
      showSnackbar(t('snackbar.loggedIn'), 'success');
    }
  }, [state.isSignedIn, identity, showSnackbar, t]);

  // Log Out (the account links' logoutPage): go home, then end the session.
  // Log Out goes home first and ends the session once home is shown: signing out while an
  // account page is still on screen would send its guard to /login.
  const { pathname } = useLocation();
  const signOutWhenHome = useRef(false);
  useEffect(() => {
    if (signOutWhenHome.current && pathname === '/') {
      signOutWhenHome.current = false;
      void identity.signOut();
    }
  }, [pathname, identity]);

  function logOut() {
    if (pathname === '/') {
      void identity.signOut();
      return;
    }
    signOutWhenHome.current = true;
    void navigate('/');
  }

  return (
    <CartStoreSlotProvider>
      <div className="bg-surface font-brand-body text-ink flex min-h-screen flex-col">
        <a
          href="#main"
          className="focus:rounded-brand focus:bg-surface focus:text-ink sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2 focus:shadow"
        >
          {t('shell.skipToContent')}
        </a>
        <PreservedQueryGuard />
        <PageViewTracker />
        <SiteHeader isSignedIn={state.isSignedIn} onLogOut={logOut} />
        <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <SiteFooter />
        <GlobalSnackbar />
        <ConnectionBanner />
      </div>
    </CartStoreSlotProvider>
  );
}
