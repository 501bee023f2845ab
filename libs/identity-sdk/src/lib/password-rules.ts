/**
 * The special characters of which a password needs at least one (spec).
 *
 * @example
 * PASSWORD_SPECIAL_CHARACTERS; // '!@#$%^&*'
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/**
 * The shortest and longest password (spec: 8 to 20 characters).
 *
 * @example
 * PASSWORD_LENGTH.max; // 20
 */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

/**
 * The id of one password rule.
 *
 * @example
 * const rule: PasswordRuleId = 'specialCharacter';
 */
export type PasswordRuleId = 'length' | 'upperCase' | 'lowerCase' | 'number' | 'specialCharacter';

/**
 * One password rule: its id, its test and the message shown when it fails.
 *
 * @example
 * const rule: PasswordRule = PASSWORD_RULES[0];
 */
export interface PasswordRule {
  readonly id: PasswordRuleId;
  readonly test: (password: string) => boolean;
  readonly message: string;
}

/**
 * The password rules of the spec in the order they are shown: 8 to 20 characters, an upper
 * case letter, a lower case letter, a number and one of !@#$%^&*. Letters are A to Z.
 *
 * @example
 * PASSWORD_RULES.filter((rule) => !rule.test('secret')).map((rule) => rule.id);
 * // ['length', 'upperCase', 'number', 'specialCharacter']
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    test: (password) =>
      password.length >= PASSWORD_LENGTH.min && password.length <= PASSWORD_LENGTH.max,
    message: `Password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`,
  },
  {
    id: 'upperCase',
    test: (password) => /[A-Z]/.test(password),
    message: 'Password needs an upper case letter',
  },
  {
    id: 'lowerCase',
    test: (password) => /[a-z]/.test(password),
    message: 'Password needs a lower case letter',
  },
  {
    id: 'number',
    test: (password) => /[0-9]/.test(password),
    message: 'Password needs a number',
  },
  {
    id: 'specialCharacter',
    test: (password) => /[!@#$%^&*]/.test(password),
    message: `Password needs a special character (${PASSWORD_SPECIAL_CHARACTERS})`,
  },
];

/**
 * Whether one rule is met by a password.
 *
 * @example
 * const result: PasswordRuleResult = { id: 'number', met: true };
 */
export interface PasswordRuleResult {
  readonly id: PasswordRuleId;
  readonly met: boolean;
}

/**
 * Checks a password against every rule, in the order of {@link PASSWORD_RULES}.
 *
 * @example
 * checkPasswordRules('Secret1!').every((rule) => rule.met); // true
 */
export function checkPasswordRules(password: string): PasswordRuleResult[] {
  const value = typeof password === 'string' ? password : '';
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, met: rule.test(value) }));
}
