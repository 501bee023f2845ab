import { z } from 'zod';
import type { ContentFormField } from './get-page';

/**
 * The values of a content page's form, by field name. Every value is a trimmed string; an
 * optional field left empty is `''`.
 *
 * @example
 * const values: ContentFormValues = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
 */
export type ContentFormValues = Record<string, string>;

/**
 * Keys of the `content` catalogue (`contentMessages.*.form`) that the schema of
 * {@link createContentFormSchema} uses as its error messages; the form translates them.
 *
 * @example
 * CONTENT_FORM_ERRORS.required; // 'form.required'
 */
export const CONTENT_FORM_ERRORS = {
  required: 'form.required',
  email: 'form.invalidEmail',
  tel: 'form.invalidTel',
  /** A field the content service refused for a reason the form does not check itself. */
  refused: 'form.invalidValue',
} as const;

// A phone number (spec and content-forms contract): 9 to 19 characters of +, spaces, hyphens
// and digits, with at least one digit.
const TEL_PATTERN = /^[+\-\s\d]{9,19}$/;

function fieldSchema(field: ContentFormField) {
  const text = z.string().trim();
  const filled = field.required ? text.min(1, { error: CONTENT_FORM_ERRORS.required }) : text;
  switch (field.type) {
    case 'email':
      return filled.refine((value) => value === '' || z.email().safeParse(value).success, {
        error: CONTENT_FORM_ERRORS.email,
      });
    case 'tel':
      return filled.refine(
        (value) => value === '' || (TEL_PATTERN.test(value) && /\d/.test(value)),
        { error: CONTENT_FORM_ERRORS.tel },
      );
    default:
      return filled;
  }
}

/**
 * Builds the zod schema of a content page's form from its fields: every value is a trimmed
 * string (missing counts as empty); `required` fields must not be blank; `email` fields must be an email address and
 * `tel` fields a phone number (9 to 19 characters of `+`, spaces, hyphens and digits) when
 * filled in.
 * Error messages are the keys of {@link CONTENT_FORM_ERRORS}.
 *
 * @example
 * const schema = createContentFormSchema(page.form.fields);
 * schema.safeParse({ email: 'not-an-email' }).success; // false
 */
export function createContentFormSchema(
  fields: readonly ContentFormField[],
): z.ZodType<ContentFormValues> {
  const shape: Record<string, z.ZodType<string>> = {};
  // A field that was never touched counts as empty.
  for (const field of fields) shape[field.name] = z.preprocess((v) => v ?? '', fieldSchema(field));
  return z.object(shape) as z.ZodType<ContentFormValues>;
}
