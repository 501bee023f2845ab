import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ShareLink } from '../lib/api/create-share-link';
import { useCatalogFormat } from './use-catalog-format';

const shareFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'share.errors.nameRequired' })
    .max(100, { error: 'share.errors.nameTooLong' }),
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || z.email().safeParse(email).success, {
      error: 'share.errors.emailInvalid',
    }),
});

/**
 * What the sharer typed: their name and, optionally, the recipient's email (`''` when none).
 *
 * @example
 * const values: ShareLinkFormValues = { name: 'Ada', email: '' };
 */
export type ShareLinkFormValues = z.output<typeof shareFormSchema>;

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

function ShareLinkForm({ onCreate }: Pick<ShareLinkDialogProps, 'onCreate'>) {
  const { t, day } = useCatalogFormat();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [failed, setFailed] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof shareFormSchema>, unknown, ShareLinkFormValues>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { name: '', email: '' },
  });
  const message = (field: 'name' | 'email') => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      setLink(await onCreate(values));
    } catch {
      setFailed(true);
    }
  });

  if (link) {
    return (
      <div className="flex flex-col gap-3" data-slot="share-link-result">
        <TextField
          label={t('share.link')}
          value={link.uniqueUrl}
          readOnly
          ref={(node) => node?.select()}
          hint={t('share.expires', { date: day(link.expiresAt) })}
        />
        <Button
          className="self-start"
          onClick={() => {
            const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
            if (!clipboard) {
              setCopy('failed');
              return;
            }
            clipboard.writeText(link.uniqueUrl).then(
              () => setCopy('copied'),
              () => setCopy('failed'),
            );
          }}
        >
          {t('share.copy')}
        </Button>
        <p role="status" className="text-ink text-sm font-medium">
          {copy === 'copied' ? t('share.copied') : copy === 'failed' ? t('share.copyFailed') : ''}
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        label={t('share.name')}
        autoComplete="name"
        required
        error={message('name')}
        {...register('name')}
      />
      <TextField
        label={t('share.email')}
        type="email"
        autoComplete="email"
        error={message('email')}
        {...register('email')}
      />
      {failed ? (
        <p role="alert" className="text-danger font-medium">
          {t('share.failed')}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('share.create')}
      </Button>
    </form>
  );
}

/**
 * The share-link dialog (spec §2: name field, optional email): creates a unique URL for the
 * product with the shopper's options and shows it selected in a read-only field with a copy
 * button. Focus moves into the dialog and returns to the opener when it closes; a failure
 * keeps what was typed.
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
  const { t } = useCatalogFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('common.close')}
    >
      {open ? <ShareLinkForm onCreate={onCreate} /> : null}
    </Dialog>
  );
}
