import { describe, expect, it } from 'vitest';
import {
  PASSWORD_LENGTH,
  PASSWORD_RULES,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPasswordRules,
} from './password-rules';

function unmet(password: string): string[] {
  return checkPasswordRules(password)
    .filter((rule) => !rule.met)
    .map((rule) => rule.id);
}

describe('password rules', () => {
  it('match the spec', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*');
    expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 20 });
    expect(PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      'length',
      'upperCase',
      'lowerCase',
      'number',
      'specialCharacter',
    ]);
  });

  it.each(['Secret1!', 'Abcdefg1@', 'Aa1#aaaaaaaaaaaaaaaa', 'ZZZZzz99^&'])(
    'accepts %j',
    (password) => {
      expect(unmet(password)).toEqual([]);
    },
  );

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts the special character %s', (character) => {
    expect(unmet(`Secret12${character}`)).toEqual([]);
  });

  it.each([
    ['', ['length', 'upperCase', 'lowerCase', 'number', 'specialCharacter']],
    ['Sec1!', ['length']],
    ['Aa1#aaaaaaaaaaaaaaaaa', ['length']],
    ['secret12!', ['upperCase']],
    ['SECRET12!', ['lowerCase']],
    ['Secretss!', ['number']],
    ['Secret123', ['specialCharacter']],
    ['Secret12?', ['specialCharacter']],
    ['Sécret12_', ['specialCharacter']],
    ['ÄÖÜäöü12!', ['upperCase', 'lowerCase']],
  ])('finds the unmet rules of %j', (password, rules) => {
    expect(unmet(password)).toEqual(rules);
  });

  it('treats a value that is not a string as empty', () => {
    expect(unmet(undefined as unknown as string)).toHaveLength(5);
  });
});
