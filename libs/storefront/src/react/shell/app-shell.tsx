import { Spinner } from '@storefront/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PreservedQueryGuard } from '../store-link';
import { GlobalSnackbar } from './global-snackbar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The layout every page renders in: skip link, header, main content, footer and the
 * global snackbar.
 *
 * @example
 * { element: <AppShell />, children: routes }
 */
export function AppShell() {
  const { t } = useTranslation();
  return (
    <div className="bg-surface font-brand-body text-ink flex min-h-screen flex-col">
      <a
        href="#main"
        className="focus:rounded-brand focus:bg-surface focus:text-ink sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-2 focus:shadow"
      >
        {t('shell.skipToContent')}
      </a>
      <PreservedQueryGuard />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <GlobalSnackbar />
    </div>
  );
}
