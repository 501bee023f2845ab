import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, TextField } from '@storefront/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { DesignShareLink } from '../lib/api/create-design-share-link';
import { useCreateDesignShareLink } from './design-queries';
import { useDesignsFormat } from './use-designs-format';

const shareSchema = z.object({
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

type ShareValues = z.input<typeof shareSchema>;

function ShareForm({ designId, siteUrl }: { designId: string; siteUrl: string }) {
  const { t, date, errorMessage, i18n } = useDesignsFormat();
  const share = useCreateDesignShareLink();
  const [link, setLink] = useState<(DesignShareLink & { email: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShareValues, unknown, z.output<typeof shareSchema>>({
    resolver: zodResolver(shareSchema),
    defaultValues: { name: '', email: '' },
  });
  const message = (field: 'name' | 'email') => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };

  const submit = handleSubmit(async ({ name, email }) => {
    setFailure(null);
    try {
      const created = await share.mutateAsync({
        siteUrl,
        designId,
        name,
        ...(email ? { email } : {}),
        culture: (i18n.resolvedLanguage ?? 'en').startsWith('de') ? 'de-DE' : 'en-US',
      });
      setLink({ ...created, email });
    } catch (error) {
      setFailure(errorMessage(error));
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
          hint={t('share.expires', { date: date(link.expiresAt) })}
        />
        {link.email ? (
          <p className="text-ink text-sm">{t('share.sent', { email: link.email })}</p>
        ) : null}
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
      {failure ? (
        <p role="alert" className="text-danger font-medium">
          {failure}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="self-start">
        {t('share.create')}
      </Button>
    </form>
  );
}

/**
 * The share-link dialog of a design (spec: name field, optional email): creates a link that
 * opens a read-only view of the design, shows it selected with a copy button, and keeps what
 * was typed when creating fails (ECX039).
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
  const { t } = useDesignsFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('common.close')}
    >
      {open && designId ? <ShareForm key={designId} designId={designId} siteUrl={siteUrl} /> : null}
    </Dialog>
  );
}
