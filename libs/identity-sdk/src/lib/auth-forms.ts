import { z } from 'zod';
import { PASSWORD_RULES } from './password-rules';

/**
 * The messages of the sign-in and registration forms. 'Invalid Email address' and 'Emails do
 * not match' are the spec's wording; the password rule messages are in `PASSWORD_RULES`.
 *
 * @example
 * AUTH_FORM_MESSAGES.emailMismatch; // 'Emails do not match'
 */
export const AUTH_FORM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email address',
  emailMismatch: 'Emails do not match',
  passwordRequired: 'Password is required',
  passwordMismatch: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
} as const;

const NAME_MAX_LENGTH = 100;

/**
 * An email field: required, trimmed, lowercased (spec) and checked against a standard
 * pattern ('Invalid Email address').
 *
 * @example
 * emailSchema.parse('  Ada@Example.COM '); // 'ada@example.com'
 */
export const emailSchema = z
  .string({ error: AUTH_FORM_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: AUTH_FORM_MESSAGES.emailRequired, abort: true })
  .pipe(z.email({ error: AUTH_FORM_MESSAGES.emailInvalid }));

/**
 * A new password: required, then every rule of `PASSWORD_RULES` (8 to 20 characters, upper
 * case, lower case, a number, one of !@#$%^&*), one message per rule that fails. Passwords
 * are not trimmed.
 *
 * @example
 * passwordSchema.safeParse('Secret1!').success; // true
 * passwordSchema.safeParse('secret').error?.issues.length; // 4
 */
export const passwordSchema = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, { error: rule.message }),
  z
    .string({ error: AUTH_FORM_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_FORM_MESSAGES.passwordRequired, abort: true }),
);

const requiredPassword = z
  .string({ error: AUTH_FORM_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_FORM_MESSAGES.passwordRequired });

function requiredName(message: string, field: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(NAME_MAX_LENGTH, { error: `${field} must be at most ${NAME_MAX_LENGTH} characters` });
}

function optionalText(field: string) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .max(NAME_MAX_LENGTH, { error: `${field} must be at most ${NAME_MAX_LENGTH} characters` })
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * The sign-in form: email (lowercased) and password. Only presence of the password is
 * checked here; the password rules apply to new passwords, not to existing ones.
 *
 * @example
 * signInFormSchema.parse({ email: 'Ada@Example.com', password: 'whatever' });
 * // { email: 'ada@example.com', password: 'whatever' }
 */
export const signInFormSchema = z.object({ email: emailSchema, password: requiredPassword });

/**
 * The registration form: company and title optional, first name and surname required, email
 * entered twice ('Emails do not match'), a new password entered twice ('Passwords do not
 * match'). Yields the sign-up data without the confirmation fields, email lowercased and
 * empty optional fields left out.
 *
 * @example
 * signUpFormSchema.parse({
 *   company: '', firstName: 'Ada', surname: 'Lovelace',
 *   email: 'Ada@Example.com', confirmEmail: 'ada@example.com',
 *   password: 'Secret1!', confirmPassword: 'Secret1!',
 * });
 * // { firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Secret1!' }
 */
export const signUpFormSchema = z
  .object({
    company: optionalText('Company'),
    title: optionalText('Title'),
    firstName: requiredName(AUTH_FORM_MESSAGES.firstNameRequired, 'First name'),
    surname: requiredName(AUTH_FORM_MESSAGES.surnameRequired, 'Surname'),
    email: emailSchema,
    confirmEmail: z.string({ error: AUTH_FORM_MESSAGES.emailMismatch }).trim().toLowerCase(),
    password: passwordSchema,
    confirmPassword: z.string({ error: AUTH_FORM_MESSAGES.passwordMismatch }),
  })
  .refine((form) => form.email === form.confirmEmail, {
    path: ['confirmEmail'],
    error: AUTH_FORM_MESSAGES.emailMismatch,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_FORM_MESSAGES.passwordMismatch,
  })
  .transform(({ confirmEmail: _confirmEmail, confirmPassword: _confirmPassword, ...signUp }) => {
    const result: {
      company?: string;
      title?: string;
      firstName: string;
      surname: string;
      email: string;
      password: string;
    } = {
      firstName: signUp.firstName,
      surname: signUp.surname,
      email: signUp.email,
      password: signUp.password,
    };
    if (signUp.company !== undefined) result.company = signUp.company;
    if (signUp.title !== undefined) result.title = signUp.title;
    return result;
  });

/**
 * The request of a password reset: the email, lowercased.
 *
 * @example
 * passwordResetRequestSchema.parse({ email: 'ADA@example.com' }); // { email: 'ada@example.com' }
 */
export const passwordResetRequestSchema = z.object({ email: emailSchema });

/**
 * Choosing a new password (reset or change): the new password under the password rules,
 * entered twice ('Passwords do not match').
 *
 * @example
 * newPasswordFormSchema.safeParse({ password: 'Secret1!', confirmPassword: 'Secret1?' }).success; // false
 */
export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: AUTH_FORM_MESSAGES.passwordMismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: AUTH_FORM_MESSAGES.passwordMismatch,
  });

/**
 * Values of the sign-in form.
 *
 * @example
 * const values: SignInFormValues = { email: 'ada@example.com', password: 'Secret1!' };
 */
export type SignInFormValues = z.input<typeof signInFormSchema>;

/**
 * Values of the registration form as typed.
 *
 * @example
 * const values: SignUpFormValues = {
 *   firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com',
 *   confirmEmail: 'ada@example.com', password: 'Secret1!', confirmPassword: 'Secret1!',
 * };
 */
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

/**
 * The sign-up data a valid registration form yields.
 *
 * @example
 * const data: SignUpData = signUpFormSchema.parse(values);
 */
export type SignUpData = z.output<typeof signUpFormSchema>;

/**
 * Values of the new-password form.
 *
 * @example
 * const values: NewPasswordFormValues = { password: 'Secret1!', confirmPassword: 'Secret1!' };
 */
export type NewPasswordFormValues = z.input<typeof newPasswordFormSchema>;
