import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../outbox.test-setup.ts';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import { createSandboxClock } from '../../clock.ts';
import { formSubmissions } from '../../db/schema.ts';
import {
  contactForm,
  customerStoryForm,
  customStructureForm,
} from '../content/seed/pages/forms.ts';
import type { FormSubmissionReceipt } from './routes.ts';

const START = new Date('2031-06-04T15:00:00.000Z');

const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: START, frozen: true }) });

let senders = 0;
/** Valid contact form values with a sender address of their own. */
function contactValues(overrides: Record<string, unknown> = {}) {
  senders += 1;
  return {
    name: 'Rosa Quinn',
    email: `sender-${senders}@example.com`,
    phone: '+1 212-555-0100',
    message: 'Do you print on the inside?',
    ...overrides,
  };
}

function submit(formId: string, body: unknown) {
  return sandbox.fetch(`/content/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function submitOk(formId: string, body: unknown) {
  const response = await submit(formId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as FormSubmissionReceipt;
}

const outbox = (to: string) => readOutbox(sandbox.fetch, to);

async function stored(submissionId: string) {
  const [row] = await sandbox.db.orm
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId));
  return row;
}

async function validationErrors(formId: string, body: unknown) {
  const response = await submit(formId, body);
  expect(response.status).toBe(400);
  const problem = (await response.json()) as {
    title: string;
    detail: string;
    errors: Array<{ path: string; message: string }>;
  };
  expect(problem.title).toBe('ValidationError');
  return problem;
}

describe('POST /content/forms/{formId}/submissions', () => {
  it('stores a contact form submission, trimmed, and answers 201', async () => {
    const values = contactValues({ company: '  Quinn Candles ', orderNumber: '' });

    const receipt = await submitOk('contact', { storefrontId: 'boxup', locale: 'en', values });

    expect(receipt).toEqual({
      submissionId: expect.stringMatching(/^sub_\w+$/),
      receivedAt: START.toISOString(),
    });
    expect(await stored(receipt.submissionId)).toEqual({
      id: receipt.submissionId,
      formId: 'contact',
      storefrontId: 'boxup',
      locale: 'en',
      fieldValues: {
        name: 'Rosa Quinn',
        email: values.email,
        phone: '+1 212-555-0100',
        company: 'Quinn Candles',
        message: 'Do you print on the inside?',
      },
      replyTo: values.email,
      receivedAt: START,
    });
  });

  it('mails the store and confirms to the sender, in English', async () => {
    const values = contactValues();
    const storeMailsBefore = (await outbox('support@boxup.example')).length;

    const { submissionId } = await submitOk('contact', {
      storefrontId: 'boxup',
      locale: 'en',
      values,
    });

    const storeMails = await outbox('support@boxup.example');
    expect(storeMails).toHaveLength(storeMailsBefore + 1);
    expect(storeMails[0]).toMatchObject({
      subject: 'New form submission: Contact Us',
      link: null,
      sentAt: START.toISOString(),
    });
    expect(storeMails[0]?.text).toContain('Your name: Rosa Quinn');
    expect(storeMails[0]?.text).toContain('How can we help?: Do you print on the inside?');
    expect(storeMails[0]?.text).toContain(`Submission id: ${submissionId}`);

    const [confirmation, ...others] = await outbox(values.email);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      to: values.email,
      subject: 'We received your message: Contact Us',
      link: null,
    });
    expect(confirmation?.text).toContain('Hello Rosa Quinn,');
    expect(confirmation?.text).toContain(`Email address: ${values.email}`);
    expect(confirmation?.text).toContain('The BoxUp team');
  });

  it('writes both mails in German for locale de, to the store of the submission', async () => {
    const values = {
      name: 'Jonas Berg',
      email: 'jonas@example.de',
      company: 'Berg Tee',
      boxes: 'Versandkartons',
      story: 'Wir verschicken Tee.',
    };

    await submitOk('customer-story-application', { storefrontId: 'ybd', locale: 'de', values });

    const [storeMail] = await outbox('showroom@ybd.example');
    expect(storeMail?.subject).toBe('Neue Formulareingabe: Ihre Geschichte');
    expect(storeMail?.text).toContain('Name Ihres Unternehmens: Berg Tee');
    const [confirmation] = await outbox('jonas@example.de');
    expect(confirmation?.subject).toBe('Wir haben Ihre Nachricht erhalten: Ihre Geschichte');
    expect(confirmation?.text).toContain('Hallo Jonas Berg,');
    expect(confirmation?.text).toContain('Ihr YBD Showroom-Team');
  });

  it('takes the custom structure request with its own required fields', async () => {
    const receipt = await submitOk('custom-structure-request', {
      storefrontId: 'boxup',
      locale: 'en',
      values: {
        name: 'Ana',
        email: 'ana@example.com',
        company: 'Ana Wines',
        product: 'Wine bottles',
        dimensions: '3 x 3 x 12 in, 3 lb',
        quantity: '2000',
        details: 'A six-bottle shipper with an insert.',
      },
    });
    expect((await stored(receipt.submissionId))?.formId).toBe('custom-structure-request');
  });

  it('checks the same fields in both locales', () => {
    for (const build of [contactForm, customStructureForm, customerStoryForm]) {
      const fields = (locale: 'en' | 'de') =>
        build(locale).fields.map(({ name, type, required }) => ({ name, type, required }));
      expect(fields('de')).toEqual(fields('en'));
    }
  });

  it('names each missing required field at values.<name>', async () => {
    const problem = await validationErrors('custom-structure-request', {
      storefrontId: 'boxup',
      locale: 'de',
      values: { name: '  ', email: 'ana@example.com' },
    });

    expect(problem.errors).toEqual(
      ['name', 'company', 'product', 'dimensions', 'quantity', 'details'].map((name) => ({
        path: `values.${name}`,
        message: 'is required',
      })),
    );
    expect(problem.detail).toContain('values.name: is required; values.company: is required');
  });

  it.each([
    ['email', { email: 'rosa@' }, 'must be an email address'],
    ['email', { email: 'rosa example.com' }, 'must be an email address'],
    ['phone', { phone: '12345678' }, 'must be 9 to 19 characters of digits, spaces, + and -'],
    [
      'phone',
      { phone: '+1 (212) 555-0100' },
      'must be 9 to 19 characters of digits, spaces, + and -',
    ],
    [
      'phone',
      { phone: '+1 212 555 0100 99999' },
      'must be 9 to 19 characters of digits, spaces, + and -',
    ],
    ['phone', { phone: '212555010x' }, 'must be 9 to 19 characters of digits, spaces, + and -'],
    ['nickname', { nickname: 'Ro' }, 'is not a field of this form'],
  ])('rejects a bad %s', async (name, overrides, message) => {
    const problem = await validationErrors('contact', {
      storefrontId: 'boxup',
      locale: 'en',
      values: contactValues(overrides),
    });

    expect(problem.errors).toEqual([{ path: `values.${name}`, message }]);
  });

  it.each(['212555010', '+49 40 5550 1420', '+1-212-555-0100-999'])(
    'accepts the phone number %j',
    async (phone) => {
      await submitOk('contact', {
        storefrontId: 'boxup',
        locale: 'en',
        values: contactValues({ phone }),
      });
    },
  );

  it('rejects values that are not texts and a bad locale or storefront id', async () => {
    const problem = await validationErrors('contact', {
      storefrontId: '',
      locale: 'fr',
      values: contactValues({ phone: 2125550100 }),
    });

    expect(problem.errors).toEqual(
      expect.arrayContaining([
        { path: 'storefrontId', message: 'must not be empty' },
        { path: 'locale', message: "must be 'en' or 'de'" },
        { path: 'values.phone', message: 'must be a text' },
      ]),
    );
  });

  it('requires values', async () => {
    const problem = await validationErrors('contact', { storefrontId: 'boxup', locale: 'en' });
    expect(problem.errors).toEqual([{ path: 'values', message: 'is required' }]);
  });

  it('stores nothing and mails nobody when the values are wrong', async () => {
    const values = contactValues({ message: '' });
    await validationErrors('contact', { storefrontId: 'boxup', locale: 'en', values });

    expect(await outbox(values.email)).toEqual([]);
    const rows = await sandbox.db.orm.select().from(formSubmissions);
    expect(rows.some((row) => row.replyTo === values.email)).toBe(false);
  });

  it.each([
    {
      name: 'answers 404 FormNotFound for an unknown form',
      formId: 'newsletter',
      storefrontId: 'boxup',
      locale: 'en',
      problem: { title: 'FormNotFound', detail: 'There is no form "newsletter"' },
    },
    {
      name: 'answers 404 FormNotFound for a store without that form (Kartonwerk has no forms)',
      formId: 'contact',
      storefrontId: 'kartonwerk',
      locale: 'de',
      problem: { title: 'FormNotFound', detail: 'Storefront "kartonwerk" has no form "contact"' },
    },
    {
      name: 'answers 404 StorefrontNotFound for an unknown storefront',
      formId: 'contact',
      storefrontId: 'acme',
      locale: 'en',
      problem: { title: 'StorefrontNotFound', detail: 'There is no storefront "acme"' },
    },
  ])('$name', async ({ formId, storefrontId, locale, problem }) => {
    const response = await submit(formId, { storefrontId, locale, values: contactValues() });

    await expectAnswer(response, 404, problem);
  });

  it('answers 400 BadRequest for a body that is not JSON', async () => {
    const response = await submit('contact', '{');
    await expectAnswerMatching(response, 400, { title: 'BadRequest' });
  });

  it('needs no content token, unlike the GraphQL endpoint', async () => {
    const response = await submit('contact', {
      storefrontId: 'ybd',
      locale: 'en',
      values: contactValues(),
    });
    expect(response.status).toBe(201);
  });
});
