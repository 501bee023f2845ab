import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import type { ContentLocale } from '../lib/content-client';
import type { ContentFormValues } from '../lib/content-form-schema';
import { submitContentForm, type ContentFormSubmission } from '../lib/submit-content-form';
import { useContentClient } from './content-client-provider';

/**
 * What {@link useSubmitContentForm} sends: the form's id and its values.
 *
 * @example
 * const variables: SubmitContentFormVariables = { formId: 'contact', values: { name: 'Ada' } };
 */
export interface SubmitContentFormVariables {
  readonly formId: string;
  readonly values: ContentFormValues;
  /** A language other than the client's. */
  readonly locale?: ContentLocale;
}

/**
 * Sends a content page's form with the client of the nearest `ContentClientProvider`
 * (`submitContentForm`, contract 3). Not retried: a submission is not idempotent. Failures are
 * the `ApiError` / `TransformError` of `submitContentForm`; `contentFormFieldErrorsOf(error)`
 * names the fields the service refused.
 *
 * @example
 * const submit = useSubmitContentForm();
 * <ContentPageView
 *   page={page}
 *   onSubmitForm={(values, form) => submit.mutateAsync({ formId: form.id, values })}
 * />
 */
export function useSubmitContentForm(): UseMutationResult<
  ContentFormSubmission,
  Error,
  SubmitContentFormVariables
> {
  const client = useContentClient();
  return useMutation({
    mutationFn: ({ formId, values, locale }: SubmitContentFormVariables) =>
      submitContentForm(client, formId, values, locale === undefined ? {} : { locale }),
    retry: false,
  });
}
