import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextArea, TextField, cn } from '@storefront/ui-kit';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import type { z } from 'zod';
import {
  CONTENT_FORM_ERRORS,
  createContentFormSchema,
  type ContentFormValues,
} from '../lib/content-form-schema';
import { CONTENT_NAMESPACE, contentMessageLoaders } from '../lib/content-messages';
import type { ContentFormField, ContentPageForm } from '../lib/get-page';
import { contentFormFieldErrorsOf } from '../lib/submit-content-form';
import { useMessages } from '@storefront/ui-kit/i18n';

/**
 * Props of {@link ContentForm}.
 *
 * @example
 * const props: ContentFormProps = { form: page.form, onSubmit: sendContactRequest };
 */
export interface ContentFormProps {
  /** The form of a content page (`page.form`): fields, submit label and id. */
  form: ContentPageForm;
  /**
   * Sends the values (trimmed, by field name; empty optional fields are `''`). When it
   * rejects, the shopper sees that sending failed and keeps everything typed; a rejection with
   * the service's `400 ValidationError` (see `contentFormFieldErrorsOf`) marks the refused
   * fields.
   */
  onSubmit: (values: ContentFormValues) => Promise<unknown> | void;
  className?: string;
}

const AUTO_COMPLETE: Partial<Record<ContentFormField['type'], string>> = {
  email: 'email',
  tel: 'tel',
};

/** The catalogue key that explains why the service refused a field, by the field's kind. */
function refusedFieldMessage(field: ContentFormField, value: string | undefined): string {
  if (field.required && (value ?? '').trim() === '') return CONTENT_FORM_ERRORS.required;
  if (field.type === 'email') return CONTENT_FORM_ERRORS.email;
  if (field.type === 'tel') return CONTENT_FORM_ERRORS.tel;
  return CONTENT_FORM_ERRORS.refused;
}

/**
 * The form of a content page (contact, custom structure request, customer story application),
 * built from the page's fields with react-hook-form and a zod schema
 * (`createContentFormSchema`): required fields, email and phone formats, every field
 * labelled. After `onSubmit` resolves it says 'Thank you…'; when it rejects, the form stays
 * with everything typed and says that sending failed. Strings come from the `content`
 * namespace.
 *
 * @example
 * <ContentForm form={page.form} onSubmit={(values) => api.sendContactRequest(values)} />
 */
export function ContentForm({ form, onSubmit, className }: ContentFormProps) {
  const { t } = useMessages(CONTENT_NAMESPACE, contentMessageLoaders);
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed' | 'refused'>('editing');
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const schema = useMemo(
    // The schema maps missing values to '' itself; typed as the form's own values.
    () => createContentFormSchema(form.fields) as z.ZodType<ContentFormValues, ContentFormValues>,
    [form.fields],
  );
  const defaultValues = useMemo(
    () => Object.fromEntries(form.fields.map((field) => [field.name, ''])),
    [form.fields],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContentFormValues>({ resolver: zodResolver(schema), defaultValues });

  useEffect(() => {
    if (status === 'sent') confirmationRef.current?.focus();
  }, [status]);

  const errorText = (field: ContentFormField): string | undefined => {
    const error = errors[field.name] as FieldError | undefined;
    return error?.message === undefined
      ? undefined
      : t(error.message, {
          label: field.label,
          // React escapes the text; escaping here too would show entities in labels.
          interpolation: { escapeValue: false },
        });
  };

  const submit = handleSubmit(async (values) => {
    setStatus('editing');
    try {
      await onSubmit(values);
      setStatus('sent');
    } catch (error) {
      const refused = contentFormFieldErrorsOf(error);
      const refusedFields = form.fields.filter((field) => field.name in refused);
      refusedFields.forEach((field, index) =>
        setError(
          field.name,
          { type: 'server', message: refusedFieldMessage(field, values[field.name]) },
          { shouldFocus: index === 0 },
        ),
      );
      setStatus(refusedFields.length > 0 ? 'refused' : 'failed');
    }
  });

  if (status === 'sent') {
    return (
      <p
        ref={confirmationRef}
        role="status"
        tabIndex={-1}
        data-form-id={form.id}
        className={cn('text-success', className)}
      >
        {t('form.thankYou')}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      data-form-id={form.id}
      className={cn('flex flex-col gap-4', className)}
    >
      {form.fields.map((field) =>
        field.type === 'textarea' ? (
          <TextArea
            key={field.name}
            label={field.label}
            rows={5}
            required={field.required}
            error={errorText(field)}
            {...register(field.name)}
          />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            required={field.required}
            autoComplete={AUTO_COMPLETE[field.type]}
            error={errorText(field)}
            {...register(field.name)}
          />
        ),
      )}
      <Button type="submit" loading={isSubmitting} className="self-start">
        {form.submitLabel}
      </Button>
      {status === 'failed' || status === 'refused' ? (
        <p role="alert" className="text-danger">
          {t(status === 'refused' ? 'form.refused' : 'form.failed')}
        </p>
      ) : null}
    </form>
  );
}
