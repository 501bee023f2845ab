import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { identityMessages as compiledIdentityMessages } from './identity.messages';
import { PASSWORD_RULES } from './password-rules';

const identityMessages = catalogueSource(compiledIdentityMessages);

describe('identityMessages', () => {
  it('has the same keys in English and German', () => {
    expect(Object.keys(identityMessages.de.passwordRules).sort()).toEqual(
      Object.keys(identityMessages.en.passwordRules).sort(),
    );
  });

  it('has a label for every password rule in both languages', () => {
    for (const rule of PASSWORD_RULES) {
      expect(identityMessages.en.passwordRules[rule.id]).not.toBe('');
      expect(identityMessages.de.passwordRules[rule.id]).not.toBe(
        identityMessages.en.passwordRules[rule.id],
      );
    }
  });
});
