import { createHttpClient, isApiError } from '@storefront/http';
import { z } from 'zod';
import type { ContentClient, ContentRequestOptions } from './content-client';
import type { ContentFormValues } from './content-form-schema';

/**
 * The answer to a form submission (contract 3: `201 { submissionId, receivedAt }`).
 *
 * @example
 * contentFormSubmissionSchema.parse({ submissionId: 'S-1', receivedAt: '2026-11-02T09:00:00Z' });
 */
export const contentFormSubmissionSchema = z.object({
  submissionId: z.string().min(1),
  receivedAt: z.string().min(1),
});

/**
 * A received form submission.
 *
 * @example
 * const receipt: ContentFormSubmission = { submissionId: 'S-1', receivedAt: '2026-11-02T09:00:00Z' };
 */
export type ContentFormSubmission = z.infer<typeof contentFormSubmissionSchema>;

/** `400 ValidationError` body of the content service: `errors[].path` is `values.<field>`. */
const validationBodySchema = z.object({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

const FIELD_PATH = /^values\.(.+)$/;

/**
 * Sends the values of a content page's form (contact, custom structure request, customer
 * story application) to the content service: `POST {baseUrl}/forms/{formId}/submissions` with
 * `{ storefrontId, locale, values }`, no authorization (contract 3). The store and language are
 * the client's (or `options.locale`).
 *
 * Failures are `@storefront/http` errors: `ApiError` (code ECX999, the catalogue's generic
 * message, as no ECX code of the spec covers forms) for any status outside 200–299 — a
 * `400 ValidationError` carries the fields the service refused, read them with
 * {@link contentFormFieldErrorsOf}; `404 FormNotFound` for an unknown form — and
 * `TransformError` (ECX003) when the answer is not a submission receipt.
 *
 * @example
 * const receipt = await submitContentForm(client, 'contact', {
 *   name: 'Ada Lovelace',
 *   email: 'ada@example.com',
 *   message: 'Do you print on kraft board?',
 * });
 * receipt.submissionId; // 'sub_…'
 */
export async function submitContentForm(
  client: ContentClient,
  formId: string,
  values: ContentFormValues,
  options: ContentRequestOptions = {},
): Promise<ContentFormSubmission> {
  const http = createHttpClient({
    prefixUrl: client.baseUrl,
    // No ECX code of the spec names form submissions: every failure is the generic ECX999.
    errorCodes: { all: 'ECX999' },
    ...(client.fetch === undefined ? {} : { fetch: client.fetch }),
  });
  return http.post(`forms/${encodeURIComponent(formId)}/submissions`, {
    json: {
      storefrontId: client.storefrontId,
      locale: options.locale ?? client.locale,
      values,
    },
    bearer: false,
    schema: contentFormSubmissionSchema,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
}

/**
 * The fields a form submission was refused for, by field name, with the service's message:
 * read from a `400 ValidationError` of {@link submitContentForm} (`errors[].path` =
 * `values.<field>`). Any other error gives `{}`.
 *
 * @example
 * try {
 *   await submitContentForm(client, 'contact', values);
 * } catch (error) {
 *   contentFormFieldErrorsOf(error); // { email: 'Invalid email address' }
 * }
 */
export function contentFormFieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const body = validationBodySchema.safeParse(error.body);
  if (!body.success) return {};
  const fields: Record<string, string> = {};
  for (const { path, message } of body.data.errors) {
    const name = FIELD_PATH.exec(path)?.[1];
    if (name !== undefined && !(name in fields)) fields[name] = message;
  }
  return fields;
}
