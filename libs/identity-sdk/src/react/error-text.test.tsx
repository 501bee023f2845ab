import { I18nProvider } from '@storefront/ui-kit/i18n';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { IdentityError, PASSWORD_RULES } from '../index';
import { isTicketError, useFieldErrorText, useServiceErrorText } from './error-text';
import { createIdentityI18n, type IdentityLanguage } from './testing/identity-i18n';

function hooks(language: IdentityLanguage) {
  const i18n = createIdentityI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => ({ field: useFieldErrorText(), service: useServiceErrorText() }), {
    wrapper,
  }).result.current;
}

const GENERIC = 'Something went wrong. Please try again.';

describe('useFieldErrorText', () => {
  it('translates the messages of the form schemas', () => {
    const { field } = hooks('de');
    expect(field('Invalid Email address')).toBe('Ungültige E-Mail-Adresse');
    expect(field('Emails do not match')).toBe('Die E-Mail-Adressen stimmen nicht überein');
    for (const rule of PASSWORD_RULES) expect(field(rule.message)).not.toBe(rule.message);
  });

  it('keeps the English wording and unknown messages as they are', () => {
    const { field } = hooks('en');
    expect(field('Invalid Email address')).toBe('Invalid Email address');
    expect(field('Company must be at most 100 characters')).toBe(
      'Company must be at most 100 characters',
    );
    expect(field(undefined)).toBeUndefined();
    expect(field('')).toBeUndefined();
  });
});

describe('useServiceErrorText', () => {
  it.each<[string, IdentityLanguage, unknown, string]>([
    [
      "the spec's catalogue translated by code",
      'de',
      new IdentityError({ reason: 'ALREADY_SIGNED_IN', message: 'User is already signed in' }),
      'Sie sind bereits angemeldet',
    ],
    [
      "the spec's catalogue translated by message",
      'de',
      new Error('Ticket is invalid or expired'),
      'Der Link ist ungültig oder abgelaufen',
    ],
    [
      'any other service message as sent',
      'en',
      new IdentityError({ reason: 'INVALID_CREDENTIALS', message: 'Wrong email or password.' }),
      'Wrong email or password.',
    ],
    ['a generic text for an empty message', 'en', new Error(''), GENERIC],
    ['a generic text for a thrown string', 'en', 'boom', GENERIC],
    [
      'the message of a plain object',
      'en',
      { message: 'Plain object message' },
      'Plain object message',
    ],
  ])('shows %s', (_case, language, error, text) => {
    expect(hooks(language).service(error)).toBe(text);
  });
});

describe('isTicketError', () => {
  it('recognises ticket errors of the core and of the services', () => {
    expect(
      isTicketError(new IdentityError({ reason: 'INVALID_TICKET', message: 'anything' })),
    ).toBe(true);
    expect(isTicketError(new Error('Ticket is invalid or expired'))).toBe(true);
    expect(isTicketError({ serviceCode: 'TicketNotFound', message: 'x' })).toBe(true);
    expect(isTicketError(new Error('Service unavailable'))).toBe(false);
    expect(isTicketError(null)).toBe(false);
  });
});
