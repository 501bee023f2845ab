// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { ApiError, isApiError } from '@storefront/http';
import { failureOf } from '@storefront/http/testing';
import { describe, expect, it } from 'vitest';
import type { ContentClientOptions } from './content-client';
import { contentFormFieldErrorsOf, submitContentForm } from './submit-content-form';
import { sandboxContentClient } from './testing/sandbox-content-client';

// Form submissions against the sandbox's content-forms service (contract 3), in-process.

const sandbox = sandboxPerFile();
const clientFor = (options?: Partial<ContentClientOptions>) =>
  sandboxContentClient(sandbox, options);

interface OutboxMail {
  to: string;
  subject?: string;
}

async function outboxFor(address: string): Promise<OutboxMail[]> {
  const response = await sandbox.fetch(`/__sandbox/outbox?to=${encodeURIComponent(address)}`);
  const body = (await response.json()) as { messages?: OutboxMail[] } | OutboxMail[];
  return Array.isArray(body) ? body : (body.messages ?? []);
}

const contactValues = {
  name: 'Ada Lovelace',
  email: 'ada.contact@example.com',
  phone: '+1 817-555-0148',
  company: 'Analytical Engines',
  orderNumber: '',
  message: 'Do you print on kraft board?',
};

describe('submitContentForm against the sandbox', () => {
  it('sends the contact form and gets a receipt and a confirmation mail', async () => {
    const receipt = await submitContentForm(clientFor(), 'contact', contactValues);
    expect(receipt.submissionId).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(receipt.receivedAt))).toBe(false);
    const mails = await outboxFor('ada.contact@example.com');
    expect(mails.length).toBeGreaterThanOrEqual(1);
  });

  it("sends YBD's custom structure request in German", async () => {
    const receipt = await submitContentForm(
      clientFor({ storefrontId: 'ybd', locale: 'de' }),
      'custom-structure-request',
      {
        name: 'Grete Bauer',
        email: 'grete@example.com',
        phone: '',
        company: 'Bauer Tee',
        product: 'Teedosen',
        dimensions: '10 × 10 × 15 cm, 400 g',
        quantity: '2000',
        details: 'Ein Einsatz für sechs Dosen.',
      },
    );
    expect(receipt.submissionId).toEqual(expect.any(String));
  });

  it('reports the refused fields of a 400 ValidationError by name', async () => {
    const error = await failureOf(
      submitContentForm(clientFor(), 'contact', {
        ...contactValues,
        email: 'not-an-email',
        phone: 'call me',
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('ECX999');
    expect(Object.keys(contentFormFieldErrorsOf(error)).sort()).toEqual(['email', 'phone']);
  });

  it('refuses an unknown form with 404 FormNotFound', async () => {
    const error = await failureOf(submitContentForm(clientFor(), 'newsletter', contactValues));
    expect(isApiError(error) && error.status).toBe(404);
    expect(isApiError(error) && error.serviceCode).toBe('FormNotFound');
    expect(contentFormFieldErrorsOf(error)).toEqual({});
  });
});

describe('contentFormFieldErrorsOf', () => {
  it('reads values.<field> paths of a 400 body and ignores anything else', () => {
    const error = new ApiError({
      status: 400,
      code: 'ECX999',
      body: {
        title: 'ValidationError',
        errors: [
          { path: 'values.email', message: 'Invalid email address' },
          { path: 'values.email', message: 'second message is ignored' },
          { path: 'storefrontId', message: 'Required' },
        ],
      },
    });
    expect(contentFormFieldErrorsOf(error)).toEqual({ email: 'Invalid email address' });
    expect(contentFormFieldErrorsOf(new Error('offline'))).toEqual({});
    expect(
      contentFormFieldErrorsOf(new ApiError({ status: 500, code: 'ECX999', body: {} })),
    ).toEqual({});
  });
});
