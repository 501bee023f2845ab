import { z } from 'zod';
import {
  contactForm,
  customerStoryForm,
  customStructureForm,
} from '../content/seed/pages/forms.ts';
import { PAGES } from '../content/seed/pages/index.ts';
import { storefrontIdOf } from '../content/seed/brands.ts';
import type { ContentForm, Locale } from '../content/seed/types.ts';

/** A seeded form in one language, with the title of the page that shows it. */
export interface PublishedForm {
  form: ContentForm;
  /** Title of the content page the form is on, without a `| Brand` suffix: 'Contact Us'. */
  pageTitle: string;
}

/** A field of a submission that is wrong: `path` is `values.<fieldName>`. */
export interface FieldError {
  path: string;
  message: string;
}

/** The seeded forms of the content service, read from the content seed (never copied). */
const FORM_BUILDERS: ReadonlyArray<(locale: Locale) => ContentForm> = [
  contactForm,
  customStructureForm,
  customerStoryForm,
];

/**
 * The ids of the forms the content seed defines: `contact`, `custom-structure-request` and
 * `customer-story-application`.
 *
 * @example
 * ```ts
 * FORM_IDS.includes('contact'); // true
 * ```
 */
export const FORM_IDS: readonly string[] = FORM_BUILDERS.map((build) => build('en').id);

/**
 * Whether `formId` is one of the seeded forms.
 *
 * @example
 * ```ts
 * isKnownForm('contact'); // true
 * isKnownForm('newsletter'); // false
 * ```
 */
export function isKnownForm(formId: string): boolean {
  return FORM_IDS.includes(formId);
}

/**
 * The form `formId` as the store `storefrontId` publishes it in `locale` (on one of its content
 * pages), or `undefined` when the store has no page with that form. Kartonwerk, whose pages
 * carry no forms, publishes none.
 *
 * @example
 * ```ts
 * findPublishedForm('boxup', 'contact', 'de')?.form.submitLabel; // 'Nachricht senden'
 * findPublishedForm('kartonwerk', 'contact', 'en'); // undefined
 * ```
 */
export function findPublishedForm(
  storefrontId: string,
  formId: string,
  locale: Locale,
): PublishedForm | undefined {
  const store = storefrontIdOf(storefrontId);
  if (!store) return undefined;
  const page = Object.values(PAGES[store][locale]).find((seed) => seed.form?.id === formId);
  return page?.form
    ? { form: page.form, pageTitle: page.title.replace(/\s*\|.*$/, '') }
    : undefined;
}

/** Characters and length a `tel` field accepts. */
export const PHONE_PATTERN = /^[+\- 0-9]{9,19}$/;

const emailSchema = z.email();

/** Messages of {@link validateFormValues}. */
export const FIELD_MESSAGES = {
  required: 'is required',
  email: 'must be an email address',
  tel: 'must be 9 to 19 characters of digits, spaces, + and -',
  unknown: 'is not a field of this form',
} as const;

/**
 * Checks submitted values against a form: required fields must be non-empty after trimming,
 * `email` fields must be email addresses, `tel` fields 9 to 19 characters of digits, spaces,
 * `+` and `-`, and names the form lacks are rejected. Answers the trimmed values (empty ones
 * left out) and the errors, each at `values.<fieldName>`, in the form's field order.
 *
 * @example
 * ```ts
 * const { errors } = validateFormValues(contactForm('en'), { name: ' ', email: 'x' });
 * // [{ path: 'values.name', message: 'is required' }, { path: 'values.email', … }, …]
 * ```
 */
export function validateFormValues(
  form: ContentForm,
  values: Readonly<Record<string, string>>,
): { values: Record<string, string>; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const cleaned: Record<string, string> = {};
  const error = (name: string, message: string) => errors.push({ path: `values.${name}`, message });

  for (const field of form.fields) {
    const value =
      (Object.hasOwn(values, field.name) ? values[field.name] : undefined)?.trim() ?? '';
    if (value === '') {
      if (field.required) error(field.name, FIELD_MESSAGES.required);
      continue;
    }
    if (field.type === 'email' && !emailSchema.safeParse(value).success) {
      error(field.name, FIELD_MESSAGES.email);
    } else if (field.type === 'tel' && !PHONE_PATTERN.test(value)) {
      error(field.name, FIELD_MESSAGES.tel);
    } else {
      cleaned[field.name] = value;
    }
  }
  const names = new Set(form.fields.map((field) => field.name));
  for (const name of Object.keys(values)) {
    if (!names.has(name)) error(name, FIELD_MESSAGES.unknown);
  }
  return { values: cleaned, errors };
}
