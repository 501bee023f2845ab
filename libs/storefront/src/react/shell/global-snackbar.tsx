import { lazy, Suspense } from 'react';
import { useSnackbarStore } from '../snackbar-store';
import { useMessages } from '@storefront/ui-kit/i18n';

// The snackbar's code loads with the first message, not with the page: most visits show none.
const Snackbar = lazy(() => import('./lazy-snackbar'));

/**
 * The global snackbar: top centre, one message at a time, hides itself after 5000 ms.
 *
 * @example
 * <GlobalSnackbar />
 */
export function GlobalSnackbar() {
  const { t } = useMessages('common');
  const current = useSnackbarStore((state) => state.current);
  const dismiss = useSnackbarStore((state) => state.dismiss);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <Snackbar
        key={current.id}
        open
        message={current.message}
        tone={current.tone}
        onClose={dismiss}
        closeLabel={t('snackbar.dismiss')}
      />
    </Suspense>
  );
}
