import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { formSubmissions } from '../../db/schema.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import { sendMail } from '../../outbox.ts';
import { parseBody } from '../catalog/request.ts';
import { newId } from '../identity/secrets.ts';
import { requireStorefrontById } from '../identity/storefronts.ts';
import { findPublishedForm, isKnownForm, validateFormValues } from './forms.ts';
import { storeSubmissionMail, submissionConfirmationMail } from './mails.ts';

/** The body of `POST /content/forms/{formId}/submissions` (contract 3). */
export const formSubmissionSchema = z.object({
  storefrontId: z.string().trim().min(1, { error: 'must not be empty' }),
  locale: z.enum(['en', 'de'], {
    error: (issue) => (issue.input === undefined ? undefined : "must be 'en' or 'de'"),
  }),
  values: z.record(z.string(), z.string({ error: 'must be a text' })),
});

/** The answer of a form submission. */
export interface FormSubmissionReceipt {
  submissionId: string;
  /** ISO 8601, from the sandbox clock. */
  receivedAt: string;
}

const formNotFound = (detail: string) => new SandboxHttpError(404, 'FormNotFound', detail);

/**
 * The form-submission route of the content service, mounted under `/content` (no auth):
 *
 * `POST /forms/{formId}/submissions` `{ storefrontId, locale, values }` →
 * `201 { submissionId, receivedAt }`, the submission stored, a mail to the store and a
 * confirmation to the address in the form's email field.
 *
 * @example
 * ```ts
 * app.route(SERVICE_BASE_PATHS.content, createContentFormRoutes(context));
 * ```
 */
export function createContentFormRoutes(context: SandboxContext): Hono<SandboxEnv> {
  const { db, clock } = context;

  return new Hono<SandboxEnv>().post('/forms/:formId/submissions', async (c) => {
    const formId = c.req.param('formId');
    if (!isKnownForm(formId)) throw formNotFound(`There is no form "${formId}"`);
    const body = await parseBody(c, formSubmissionSchema);
    const storefront = await requireStorefrontById(db, body.storefrontId);
    const published = findPublishedForm(storefront.id, formId, body.locale);
    if (!published) {
      throw formNotFound(`Storefront "${storefront.id}" has no form "${formId}"`);
    }

    const { values, errors } = validateFormValues(published.form, body.values);
    if (errors.length > 0) {
      throw new SandboxHttpError(
        400,
        'ValidationError',
        errors.map((error) => `${error.path}: ${error.message}`).join('; '),
        { errors },
      );
    }

    const submissionId = newId('sub');
    const receivedAt = clock.now();
    const emailField = published.form.fields.find((field) => field.type === 'email');
    const replyTo = emailField ? values[emailField.name] : undefined;
    await db.orm.insert(formSubmissions).values({
      id: submissionId,
      formId,
      storefrontId: storefront.id,
      locale: body.locale,
      fieldValues: values,
      replyTo: replyTo ?? null,
      receivedAt,
    });

    const mailInput = {
      submissionId,
      storefrontId: storefront.id,
      locale: body.locale,
      form: published.form,
      pageTitle: published.pageTitle,
      values,
    };
    await sendMail(context, storeSubmissionMail(mailInput));
    if (replyTo) await sendMail(context, submissionConfirmationMail(mailInput, replyTo));

    const receipt: FormSubmissionReceipt = {
      submissionId,
      receivedAt: receivedAt.toISOString(),
    };
    return c.json(receipt, 201);
  });
}
