import { lazy, Suspense } from 'react';
import type { ShareLinkDialogProps } from './share-link-dialog';

/**
 * The share dialog's code (ui-kit's ShareLinkDialog in the catalogue's words): loaded when the
 * shopper first asks for it.
 */
export const loadShareLinkDialog = () => import('./share-link-dialog');

const ShareLinkDialog = lazy(() =>
  loadShareLinkDialog().then((module) => ({ default: module.ShareLinkDialog })),
);

/**
 * The share dialog, its code loaded on first render (call {@link loadShareLinkDialog} on hover
 * or focus to start earlier); nothing shows while it loads.
 *
 * @example
 * {requested ? <LazyShareLinkDialog open={open} onClose={close} onCreate={create} /> : null}
 */
export function LazyShareLinkDialog(props: ShareLinkDialogProps) {
  return (
    <Suspense fallback={null}>
      <ShareLinkDialog {...props} />
    </Suspense>
  );
}
