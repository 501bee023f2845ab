import { describe, expect, it } from 'vitest';
import {
  AUTH_FORM_MESSAGES,
  emailSchema,
  newPasswordFormSchema,
  passwordResetRequestSchema,
  passwordSchema,
  signInFormSchema,
  signUpFormSchema,
} from './auth-forms';

function messages(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const signUp = {
  company: 'Acme Packaging',
  title: 'Ms',
  firstName: ' Ada ',
  surname: 'Lovelace',
  email: 'Ada@Example.com',
  confirmEmail: ' ada@example.COM ',
  password: 'Secret1!',
  confirmPassword: 'Secret1!',
};

describe('emailSchema', () => {
  it('trims and lowercases', () => {
    expect(emailSchema.parse('  Ada.Lovelace+boxes@Example.CO.UK ')).toBe(
      'ada.lovelace+boxes@example.co.uk',
    );
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [undefined, 'Email is required'],
  ])('requires an email: %j', (input, message) => {
    expect(messages(emailSchema.safeParse(input))).toEqual([`: ${message}`]);
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada@@example.com', 'ada example@x.com'])(
    'rejects %j as an invalid email address',
    (input) => {
      expect(messages(emailSchema.safeParse(input))).toEqual([': Invalid Email address']);
    },
  );
});

describe('passwordSchema', () => {
  it('accepts a password meeting every rule, untrimmed', () => {
    expect(passwordSchema.parse(' Secret1! ')).toBe(' Secret1! ');
  });

  it('requires a password, with one message only', () => {
    expect(messages(passwordSchema.safeParse(''))).toEqual([': Password is required']);
    expect(messages(passwordSchema.safeParse(undefined))).toEqual([': Password is required']);
  });

  it('gives one message per broken rule', () => {
    expect(messages(passwordSchema.safeParse('secret'))).toEqual([
      ': Password must be 8 to 20 characters',
      ': Password needs an upper case letter',
      ': Password needs a number',
      ': Password needs a special character (!@#$%^&*)',
    ]);
    expect(messages(passwordSchema.safeParse('Secret1!Secret1!Secret1!'))).toEqual([
      ': Password must be 8 to 20 characters',
    ]);
  });
});

describe('signInFormSchema', () => {
  it('lowercases the email and keeps the password as typed', () => {
    expect(signInFormSchema.parse({ email: 'ADA@example.com', password: 'old-pass' })).toEqual({
      email: 'ada@example.com',
      password: 'old-pass',
    });
  });

  it('requires both fields', () => {
    expect(messages(signInFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      'email: Email is required',
      'password: Password is required',
    ]);
  });
});

describe('signUpFormSchema', () => {
  it('yields the sign-up data', () => {
    expect(signUpFormSchema.parse(signUp)).toEqual({
      company: 'Acme Packaging',
      title: 'Ms',
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      password: 'Secret1!',
    });
  });

  it('leaves out an empty or missing company and title', () => {
    const { title: _title, ...withoutTitle } = signUp;
    const data = signUpFormSchema.parse({ ...withoutTitle, company: '  ' });
    expect(data).not.toHaveProperty('company');
    expect(data).not.toHaveProperty('title');
  });

  it('reports emails that do not match', () => {
    expect(
      messages(signUpFormSchema.safeParse({ ...signUp, confirmEmail: 'ada@example.org' })),
    ).toEqual(['confirmEmail: Emails do not match']);
  });

  it('reports passwords that do not match', () => {
    expect(
      messages(signUpFormSchema.safeParse({ ...signUp, confirmPassword: 'Secret1?' })),
    ).toEqual(['confirmPassword: Passwords do not match']);
  });

  it('reports every problem of an empty form', () => {
    expect(
      messages(
        signUpFormSchema.safeParse({
          firstName: '',
          surname: '',
          email: '',
          confirmEmail: '',
          password: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual([
      'firstName: First name is required',
      'surname: Surname is required',
      'email: Email is required',
      'password: Password is required',
    ]);
  });

  it('limits names to 100 characters', () => {
    expect(messages(signUpFormSchema.safeParse({ ...signUp, surname: 'x'.repeat(101) }))).toEqual([
      'surname: Surname must be at most 100 characters',
    ]);
  });

  it('applies the password rules', () => {
    expect(
      messages(
        signUpFormSchema.safeParse({
          ...signUp,
          password: 'secret12!',
          confirmPassword: 'secret12!',
        }),
      ),
    ).toEqual(['password: Password needs an upper case letter']);
  });
});

describe('passwordResetRequestSchema', () => {
  it('lowercases the email', () => {
    expect(passwordResetRequestSchema.parse({ email: 'Ada@Example.com' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it('rejects an invalid email', () => {
    expect(messages(passwordResetRequestSchema.safeParse({ email: 'ada' }))).toEqual([
      'email: Invalid Email address',
    ]);
  });
});

describe('newPasswordFormSchema', () => {
  it('accepts matching valid passwords', () => {
    expect(
      newPasswordFormSchema.safeParse({ password: 'Secret1!', confirmPassword: 'Secret1!' })
        .success,
    ).toBe(true);
  });

  it('rejects passwords that do not match', () => {
    expect(
      messages(
        newPasswordFormSchema.safeParse({ password: 'Secret1!', confirmPassword: 'secret1!' }),
      ),
    ).toEqual([`confirmPassword: ${AUTH_FORM_MESSAGES.passwordMismatch}`]);
  });
});
