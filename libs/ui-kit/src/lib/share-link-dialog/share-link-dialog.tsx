import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../text-field/text-field';
import {
  useShareLinkForm,
  type ShareLinkResult,
  type ShareLinkValidationMessages,
  type ShareLinkValues,
} from './use-share-link-form';

/**
 * The texts of {@link ShareLinkDialog}, in the caller's words and language.
 *
 * @example
 * const labels: ShareLinkDialogLabels = {
 *   title: 'Share your design', description: 'Anyone with the link can view it.', close: 'Close',
 *   name: 'Your name', email: 'Recipient’s email (optional)', create: 'Create link',
 *   link: 'Share link', copy: 'Copy link', copied: 'Link copied.',
 *   copyFailed: 'Copy the link from the field above.', nameRequired: 'Please enter your name',
 *   nameTooLong: 'Your name must be at most 100 characters', emailInvalid: 'Please enter a valid email address',
 * };
 */
export interface ShareLinkDialogLabels extends ShareLinkValidationMessages {
  title: string;
  description?: string;
  /** Accessible name of the close (×) button. */
  close: string;
  name: string;
  email: string;
  create: string;
  link: string;
  copy: string;
  /** Said (politely) when the link was copied. */
  copied: string;
  /** Said when the browser did not allow copying. */
  copyFailed: string;
}

/**
 * The message keys {@link shareLinkDialogLabels} reads: a feature's `share.*` messages and its
 * `common.close`.
 */
export type ShareLinkMessageKey =
  | 'common.close'
  | `share.${'title' | 'description' | 'name' | 'email' | 'create' | 'link' | 'copy' | 'copied' | 'copyFailed'}`
  | `share.errors.${keyof ShareLinkValidationMessages}`;

/**
 * The texts of {@link ShareLinkDialog} from a feature's messages, for features that keep them
 * under `share` (`share.title` … `share.copyFailed`, `share.errors.nameRequired` …) with the
 * close button's name at `common.close`: the dialog in the feature's words without spelling
 * out each label.
 *
 * @example
 * const { t } = useMessages(CATALOG_NAMESPACE);
 * <ShareLinkDialog labels={shareLinkDialogLabels(t)} … />
 */
export function shareLinkDialogLabels(
  t: (key: ShareLinkMessageKey) => string,
): ShareLinkDialogLabels {
  return {
    title: t('share.title'),
    description: t('share.description'),
    close: t('common.close'),
    name: t('share.name'),
    email: t('share.email'),
    create: t('share.create'),
    link: t('share.link'),
    copy: t('share.copy'),
    copied: t('share.copied'),
    copyFailed: t('share.copyFailed'),
    nameRequired: t('share.errors.nameRequired'),
    nameTooLong: t('share.errors.nameTooLong'),
    emailInvalid: t('share.errors.emailInvalid'),
  };
}

/**
 * Props of {@link ShareLinkDialog}.
 *
 * @example
 * const props: ShareLinkDialogProps = {
 *   open: true,
 *   onClose: () => setOpen(false),
 *   labels,
 *   onCreate: async ({ name, email }) => ({ url: 'https://boxup.example/s/V1St' }),
 *   failureMessage: () => 'Unable to create a share link. Please try again.',
 * };
 */
export interface ShareLinkDialogProps {
  open: boolean;
  onClose: () => void;
  labels: ShareLinkDialogLabels;
  /** Makes the link from the trimmed values; a rejection keeps the form with `failureMessage`. */
  onCreate: (values: ShareLinkValues) => Promise<ShareLinkResult>;
  /** What to tell the sharer when `onCreate` failed. */
  failureMessage: (error: unknown) => string;
  /** Longest name accepted (characters after trimming); 100 by default. */
  nameMaxLength?: number;
}

type FormProps = Omit<ShareLinkDialogProps, 'open' | 'onClose'> & {
  nameRef: RefObject<HTMLInputElement | null>;
};

function ShareLinkForm({
  labels,
  onCreate,
  failureMessage,
  nameMaxLength = 100,
  nameRef,
}: FormProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const form = useShareLinkForm({
    messages: labels,
    nameMaxLength,
    onCreate,
    failureMessage,
    focusField: (field) => (field === 'name' ? nameRef : emailRef).current?.focus(),
  });
  // The new link takes the focus from the vanished submit button, selected for copying.
  useEffect(() => {
    linkRef.current?.focus();
    linkRef.current?.select();
  }, [form.link]);

  if (form.link) {
    return (
      <div className="flex flex-col gap-3" data-slot="share-link-result">
        <TextField
          label={labels.link}
          name="link"
          value={form.link.url}
          readOnly
          ref={linkRef}
          hint={form.link.hint}
        />
        {form.link.note ? <p className="text-ink text-sm">{form.link.note}</p> : null}
        <Button className="self-start" onClick={form.copyLink}>
          {labels.copy}
        </Button>
        <p role="status" className="text-ink text-sm font-medium">
          {form.copy === 'copied' ? labels.copied : form.copy === 'failed' ? labels.copyFailed : ''}
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className="flex flex-col gap-4"
      data-slot="share-link-form"
    >
      <TextField
        ref={nameRef}
        label={labels.name}
        name="name"
        autoComplete="name"
        required
        value={form.values.name}
        onChange={(event) => form.change('name', event.target.value)}
        error={form.errors.name}
      />
      <TextField
        ref={emailRef}
        label={labels.email}
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(event) => form.change('email', event.target.value)}
        error={form.errors.email}
      />
      {form.failure ? (
        <p role="alert" className="text-danger font-medium">
          {form.failure}
        </p>
      ) : null}
      <Button type="submit" loading={form.submitting} className="self-start">
        {labels.create}
      </Button>
    </form>
  );
}

/**
 * A dialog that makes a share link: the sharer's name and an optional recipient email, then the
 * link selected in a read-only field with a copy button whose result is announced. Focus starts
 * in the name field, moves to the first wrong field on submit and to the link once it is made,
 * and returns to the opener on close; a failure keeps what was typed. Presentational: the
 * texts come in `labels`, the link from `onCreate`. Closing discards the form.
 *
 * @example
 * <ShareLinkDialog
 *   open={open}
 *   onClose={() => setOpen(false)}
 *   labels={labels}
 *   onCreate={async (values) => {
 *     const link = await createShareLink(values);
 *     return { url: link.uniqueUrl, hint: `Works until ${formatDate(link.expiresAt)}` };
 *   }}
 *   failureMessage={() => 'Unable to create a share link. Please try again.'}
 * />
 */
export function ShareLinkDialog({ open, onClose, labels, ...formProps }: ShareLinkDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      initialFocus={nameRef}
    >
      {open ? <ShareLinkForm labels={labels} nameRef={nameRef} {...formProps} /> : null}
    </Dialog>
  );
}
