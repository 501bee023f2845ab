import { ShareLinkDialog, shareLinkDialogLabels } from '@storefront/ui-kit';
import { useCreateDesignShareLink } from './design-queries';
import { useDesignsFormat } from './use-designs-format';

/**
 * The share-link dialog of a design (spec: name field, optional email): ui-kit's
 * `ShareLinkDialog` in the designs' words. It creates a link that opens a read-only view of
 * the design, shows it selected with a copy button (and to whom it was sent), and keeps what
 * was typed when creating fails (ECX039). The form starts empty at each opening.
 */
export function DesignShareDialog({
  designId,
  siteUrl,
  open,
  onClose,
}: {
  designId: string | null;
  siteUrl: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, date, errorMessage, locale } = useDesignsFormat();
  const share = useCreateDesignShareLink();
  return (
    <ShareLinkDialog
      open={open && designId !== null}
      onClose={onClose}
      labels={shareLinkDialogLabels(t)}
      onCreate={async ({ name, email }) => {
        const link = await share.mutateAsync({
          siteUrl,
          designId: designId ?? '',
          name,
          ...(email ? { email } : {}),
          culture: locale,
        });
        return {
          url: link.uniqueUrl,
          hint: t('share.expires', { date: date(link.expiresAt) }),
          ...(email ? { note: t('share.sent', { email }) } : {}),
        };
      }}
      failureMessage={errorMessage}
    />
  );
}
