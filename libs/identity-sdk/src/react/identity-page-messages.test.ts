import { describe, expect, it } from 'vitest';
import { catalogueSource } from '@storefront/ui-kit/testing';
import {
  AUTH_FORM_MESSAGES,
  PASSWORD_RULES,
  identityMessages as compiledIdentityMessages,
} from '../index';
import { identityPageMessages as compiledIdentityPageMessages } from './identity-page.messages';

const identityMessages = catalogueSource(compiledIdentityMessages);
const identityPageMessages = catalogueSource(compiledIdentityPageMessages);

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function leaf(messages: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages);
}

describe('identityPageMessages', () => {
  it('has the same keys in English and German', () => {
    expect(keyPaths(identityPageMessages.de).sort()).toEqual(
      keyPaths(identityPageMessages.en).sort(),
    );
  });

  it('has no empty text', () => {
    for (const language of ['en', 'de'] as const) {
      for (const path of keyPaths(identityPageMessages[language])) {
        expect(leaf(identityPageMessages[language], path), `${language} ${path}`).toMatch(/\S/);
      }
    }
  });

  it('includes the password rule checklist of identityMessages', () => {
    expect(identityPageMessages.en.passwordRules).toEqual(identityMessages.en.passwordRules);
    expect(identityPageMessages.de.passwordRules).toEqual(identityMessages.de.passwordRules);
  });

  it('says the form messages in the English wording of the schemas', () => {
    for (const [key, message] of Object.entries(AUTH_FORM_MESSAGES)) {
      expect(leaf(identityPageMessages.en, `formErrors.${key}`)).toBe(message);
      expect(leaf(identityPageMessages.de, `formErrors.${key}`)).not.toBe(message);
    }
    for (const rule of PASSWORD_RULES) {
      expect(leaf(identityPageMessages.en, `formErrors.rule.${rule.id}`)).toBe(rule.message);
    }
  });

  it("keeps the spec's wording in English", () => {
    expect(identityPageMessages.en.formErrors.emailInvalid).toBe('Invalid Email address');
    expect(identityPageMessages.en.formErrors.emailMismatch).toBe('Emails do not match');
    expect(identityPageMessages.en.errors.userAlreadySignedIn).toBe('User is already signed in');
    expect(identityPageMessages.en.errors.ticketInvalid).toBe('Ticket is invalid or expired');
    expect(identityPageMessages.en.errors.invalidAccessToken).toBe('Invalid access token');
  });
});
