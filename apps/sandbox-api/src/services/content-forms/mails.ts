import type { OutboxMessage } from '../../outbox.ts';
import { BRAND_FACTS, storefrontIdOf } from '../content/seed/brands.ts';
import type { ContentForm, Locale } from '../content/seed/types.ts';

type Mail = Omit<OutboxMessage, 'sentAt'>;

/** What both mails of a form submission need. */
export interface SubmissionMailInput {
  submissionId: string;
  storefrontId: string;
  locale: Locale;
  form: ContentForm;
  /** Title of the page the form is on. */
  pageTitle: string;
  /** The trimmed values that were sent, by field name. */
  values: Readonly<Record<string, string>>;
}

/** The store's name and address, e.g. `BoxUp` and `support@boxup.example`. */
function brandOf(storefrontId: string): { name: string; email: string } {
  const store = storefrontIdOf(storefrontId);
  return store
    ? { name: BRAND_FACTS[store].name, email: BRAND_FACTS[store].email }
    : { name: storefrontId, email: `${storefrontId}@sandbox.example` };
}

/** `Label: value` for each field that has a value, in the form's order, labels in its language. */
function valueLines(form: ContentForm, values: Readonly<Record<string, string>>): string[] {
  return form.fields.flatMap((field) => {
    const value = values[field.name];
    return value === undefined ? [] : [`${field.label}: ${value}`];
  });
}

/**
 * The mail to the store about a new submission, in German for `de` and English otherwise,
 * addressed to the store's contact address (`support@boxup.example`, …).
 *
 * @example
 * ```ts
 * const mail = storeSubmissionMail({ submissionId, storefrontId: 'boxup', locale: 'en', … });
 * mail.to; // 'support@boxup.example'
 * ```
 */
export function storeSubmissionMail(input: SubmissionMailInput): Mail {
  const brand = brandOf(input.storefrontId);
  const lines = valueLines(input.form, input.values);
  if (input.locale === 'de') {
    return {
      to: brand.email,
      subject: `Neue Formulareingabe: ${input.pageTitle}`,
      text: [
        `Über das Formular „${input.pageTitle}“ (${input.form.id}) ist eine neue Eingabe eingegangen.`,
        '',
        ...lines,
        '',
        `Eingangsnummer: ${input.submissionId}`,
      ].join('\n'),
      link: null,
    };
  }
  return {
    to: brand.email,
    subject: `New form submission: ${input.pageTitle}`,
    text: [
      `A new submission arrived through the form "${input.pageTitle}" (${input.form.id}).`,
      '',
      ...lines,
      '',
      `Submission id: ${input.submissionId}`,
    ].join('\n'),
    link: null,
  };
}

/**
 * The confirmation to the sender, at `to` (the form's email field), in German for `de` and
 * English otherwise, repeating what was sent.
 *
 * @example
 * ```ts
 * const mail = submissionConfirmationMail(input, 'rosa@example.com');
 * mail.subject; // 'We received your message: Contact Us'
 * ```
 */
export function submissionConfirmationMail(input: SubmissionMailInput, to: string): Mail {
  const brand = brandOf(input.storefrontId);
  const lines = valueLines(input.form, input.values);
  const name = input.values.name;
  if (input.locale === 'de') {
    return {
      to,
      subject: `Wir haben Ihre Nachricht erhalten: ${input.pageTitle}`,
      text: [
        name ? `Hallo ${name},` : 'Hallo,',
        '',
        `vielen Dank! Ihre Angaben aus „${input.pageTitle}“ sind bei ${brand.name} eingegangen, und wir melden uns bald bei Ihnen.`,
        '',
        'Ihre Angaben:',
        ...lines,
        '',
        `Ihr ${brand.name}-Team`,
      ].join('\n'),
      link: null,
    };
  }
  return {
    to,
    subject: `We received your message: ${input.pageTitle}`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `thank you! ${brand.name} received what you sent through "${input.pageTitle}", and we will get back to you soon.`,
      '',
      'What you sent:',
      ...lines,
      '',
      `The ${brand.name} team`,
    ].join('\n'),
    link: null,
  };
}
