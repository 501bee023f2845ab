import { useLazyMutation } from '@storefront/http/react';
import { useCallback } from 'react';
import type { ContentLocale } from '../lib/content-client';
import type { ContentFormValues } from '../lib/content-form-schema';
import type { ContentFormSubmission } from '../lib/submit-content-form';
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
 * What {@link useSubmitContentForm} answers: the send function and the state of the last
 * submission.
 *
 * @example
 * const { mutateAsync, isPending, error } = useSubmitContentForm();
 */
export interface SubmitContentForm {
  /** Sends the form; rejects with the failure (`ApiError`, `TransformError`). */
  readonly mutateAsync: (variables: SubmitContentFormVariables) => Promise<ContentFormSubmission>;
  readonly isPending: boolean;
  /** The last submission's failure, `null` after a success or before the first. */
  readonly error: Error | null;
}

/**
 * Sends a content page's form with the client of the nearest `ContentClientProvider`
 * (`submitContentForm`, contract 3) as a TanStack Query mutation of the app's client, which is
 * created (TanStack Query imported) on the first submission, not with the page. Not retried: a
 * submission is not idempotent. Failures are the `ApiError` / `TransformError` of
 * `submitContentForm`; `contentFormFieldErrorsOf(error)` names the fields the service refused.
 *
 * @example
 * const submit = useSubmitContentForm();
 * <ContentPageView
 *   page={page}
 *   onSubmitForm={(values, form) => submit.mutateAsync({ formId: form.id, values })}
 * />
 */
export function useSubmitContentForm(): SubmitContentForm {
  const client = useContentClient();
  const mutationFn = useCallback(
    async ({ formId, values, locale }: SubmitContentFormVariables) => {
      const { submitContentForm } = await import('../lib/submit-content-form');
      return submitContentForm(client, formId, values, locale === undefined ? {} : { locale });
    },
    [client],
  );
  const { mutateAsync, isPending, error } = useLazyMutation({ mutationFn, retry: false });
  return { mutateAsync, isPending, error };
}
