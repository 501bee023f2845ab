import { PASSWORD_SPECIAL_CHARACTERS, type PasswordRuleId } from './password-rules';

/**
 * The `identity` i18n namespace in English and German: the password rule checklist
 * (`passwordRules.*`). Both languages have the same keys.
 *
 * @example
 * registerMessages(i18n, 'identity', identityMessages);
 * translator(i18n, 'identity')('passwordRules.number'); // 'Eine Ziffer'
 */
export const identityMessages = {
  en: {
    passwordRules: {
      heading: 'Your password needs',
      length: '8 to 20 characters',
      upperCase: 'An upper case letter',
      lowerCase: 'A lower case letter',
      number: 'A number',
      specialCharacter: `A special character (${PASSWORD_SPECIAL_CHARACTERS})`,
      met: 'met',
      notMet: 'not met',
    } satisfies Record<PasswordRuleId | 'heading' | 'met' | 'notMet', string>,
  },
  de: {
    passwordRules: {
      heading: 'Ihr Passwort braucht',
      length: '8 bis 20 Zeichen',
      upperCase: 'Einen Großbuchstaben',
      lowerCase: 'Einen Kleinbuchstaben',
      number: 'Eine Ziffer',
      specialCharacter: `Ein Sonderzeichen (${PASSWORD_SPECIAL_CHARACTERS})`,
      met: 'erfüllt',
      notMet: 'nicht erfüllt',
    } satisfies Record<PasswordRuleId | 'heading' | 'met' | 'notMet', string>,
  },
} as const;
