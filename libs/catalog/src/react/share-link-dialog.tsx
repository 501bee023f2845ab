import {
  ShareLinkDialog as ShareLinkDialogView,
  shareLinkDialogLabels,
  type ShareLinkValues,
} from '@storefront/ui-kit';
import type { ShareLink } from '../lib/api/create-share-link';
import { useCatalogFormat } from './use-catalog-format';

/**
 * What the sharer typed: their name and, optionally, the recipient's email (`''` when none).
 *
 * @example
 * const values: ShareLinkFormValues = { name: 'Ada', email: '' };
 */
export type ShareLinkFormValues = ShareLinkValues;

/**
 * Props of {@link ShareLinkDialog}.
 *
 * @example
 * const props: ShareLinkDialogProps = { open: true, onClose: () => setOpen(false), onCreate: async (values) => link };
 */
export interface ShareLinkDialogProps {
  open: boolean;
  onClose: () => void;
  /** Creates the link (e.g. `useCreateShareLink().mutateAsync`) and resolves with it. */
  onCreate: (values: ShareLinkFormValues) => Promise<ShareLink>;
}

/**
 * The share-link dialog of a product (spec §2: name field, optional email): ui-kit's
 * `ShareLinkDialog` in the catalog's words. It creates a unique URL for the product with the
 * shopper's options and shows it selected in a read-only field with a copy button. Focus
 * moves into the dialog and returns to the opener when it closes; a failure keeps what was
 * typed.
 *
 * @example
 * const share = useCreateShareLink();
 * <ShareLinkDialog
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   onCreate={(values) => share.mutateAsync({ siteUrl, kind: 'product', productKey, selection, ...values })}
 * />
 */
export function ShareLinkDialog({ open, onClose, onCreate }: ShareLinkDialogProps) {
  const { t, day } = useCatalogFormat();
  return (
    <ShareLinkDialogView
      open={open}
      onClose={onClose}
      labels={shareLinkDialogLabels(t)}
      onCreate={async (values) => {
        const link = await onCreate(values);
        return { url: link.uniqueUrl, hint: t('share.expires', { date: day(link.expiresAt) }) };
      }}
      failureMessage={() => t('share.failed')}
    />
  );
}
