// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_FORM_ERRORS, createContentFormSchema } from './content-form-schema';
import type { ContentFormField } from './get-page';

const fields: ContentFormField[] = [
  { name: 'name', label: 'Your name', type: 'text', required: true },
  { name: 'email', label: 'Email', type: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', required: false },
  { name: 'message', label: 'Message', type: 'textarea', required: false },
];
const schema = createContentFormSchema(fields);

function errorsOf(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('createContentFormSchema', () => {
  it('trims the values and fills in missing optional fields', () => {
    expect(schema.parse({ name: ' Ada ', email: ' ada@example.com ' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '',
      message: '',
    });
  });

  it('requires the required fields, blank counting as empty', () => {
    expect(errorsOf({ name: '   ' })).toEqual({
      name: CONTENT_FORM_ERRORS.required,
      email: CONTENT_FORM_ERRORS.required,
    });
  });

  it('checks emails', () => {
    expect(errorsOf({ name: 'Ada', email: 'ada@' })).toEqual({ email: 'form.invalidEmail' });
  });

  it.each(['+1 555-010-2030', '030 1234567', '+49 40 5550 1420', '123456789', '1'.repeat(19)])(
    'accepts the phone %s (9 to 19 characters of + - space and digits)',
    (tel) => {
      expect(errorsOf({ name: 'Ada', email: 'a@b.co', phone: tel })).toEqual({});
    },
  );

  it.each([
    'call me',
    '12345678',
    '+1 (555) 010-2030',
    '+49/30/123456',
    '+1 555 abc 1234',
    '1'.repeat(20),
    '+-- --- ---',
  ])('refuses the phone %s', (tel) => {
    expect(errorsOf({ name: 'Ada', email: 'a@b.co', phone: tel })).toEqual({
      phone: 'form.invalidTel',
    });
  });

  it('keeps optional email and tel fields optional', () => {
    const optional = createContentFormSchema([
      { name: 'email', label: 'Email', type: 'email', required: false },
    ]);
    expect(optional.parse({ email: '' })).toEqual({ email: '' });
    expect(optional.safeParse({ email: 'x' }).success).toBe(false);
  });
});
