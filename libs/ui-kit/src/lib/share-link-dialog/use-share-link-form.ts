import { useState, type FormEvent } from 'react';

/**
 * What the sharer typed, trimmed: their name and the recipient's email (`''` when none).
 *
 * @example
 * const values: ShareLinkValues = { name: 'Ada', email: '' };
 */
export interface ShareLinkValues {
  name: string;
  email: string;
}

/**
 * The link to show once it is made: its URL, a hint under it (e.g. until when it works) and
 * an optional note (e.g. to whom it was sent).
 *
 * @example
 * const link: ShareLinkResult = { url: 'https://boxup.example/shared-design/V1St', hint: 'Works until April 5, 2026' };
 */
export interface ShareLinkResult {
  url: string;
  hint?: string;
  note?: string;
}

/** The messages of a failed check, per field. */
export interface ShareLinkValidationMessages {
  nameRequired: string;
  nameTooLong: string;
  emailInvalid: string;
}

type Field = keyof ShareLinkValues;
type FieldErrors = Partial<Record<Field, string>>;

// The email rule of zod's `z.email()`, which the share forms used before: a dot-separated
// local part, and a domain with a top-level label of two letters or more.
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * The checks of the share form: a name (trimmed, 1 to `nameMaxLength` characters) and an
 * optional email. Returns the trimmed values or the message of each wrong field.
 *
 * @example
 * checkShareLinkValues({ name: ' ', email: 'ada@' }, messages, 100).errors; // { name: …, email: … }
 */
export function checkShareLinkValues(
  values: ShareLinkValues,
  messages: ShareLinkValidationMessages,
  nameMaxLength: number,
): { values: ShareLinkValues; errors: FieldErrors } {
  const name = values.name.trim();
  const email = values.email.trim();
  const errors: FieldErrors = {};
  if (name.length === 0) errors.name = messages.nameRequired;
  else if (name.length > nameMaxLength) errors.name = messages.nameTooLong;
  if (email !== '' && !EMAIL.test(email)) errors.email = messages.emailInvalid;
  return { values: { name, email }, errors };
}

/**
 * State of the share form: the values, their errors (checked on submit, then on every change),
 * the submission, the created link, the failure and the copy feedback.
 */
export function useShareLinkForm({
  messages,
  nameMaxLength,
  onCreate,
  failureMessage,
  focusField,
}: {
  messages: ShareLinkValidationMessages;
  nameMaxLength: number;
  onCreate: (values: ShareLinkValues) => Promise<ShareLinkResult>;
  failureMessage: (error: unknown) => string;
  focusField: (field: Field) => void;
}) {
  const [values, setValues] = useState<ShareLinkValues>({ name: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [link, setLink] = useState<ShareLinkResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(checkShareLinkValues(next, messages, nameMaxLength).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const checked = checkShareLinkValues(values, messages, nameMaxLength);
    setErrors(checked.errors);
    const wrong = (['name', 'email'] as const).find((field) => checked.errors[field]);
    if (wrong) {
      focusField(wrong);
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      setLink(await onCreate(checked.values));
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const copyLink = () => {
    if (!link) return;
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopy('failed');
      return;
    }
    clipboard.writeText(link.url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  return { values, errors, submitting, link, failure, copy, change, submit, copyLink };
}
