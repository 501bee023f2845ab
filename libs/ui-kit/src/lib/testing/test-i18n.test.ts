import { describe, expect, it } from 'vitest';
import { createTestI18n } from './test-i18n';

const messages = { en: { hello: 'Hello {{name}}' }, de: { hello: 'Hallo {{name}}' } };

describe('createTestI18n', () => {
  it('is ready at once, in the language asked for, with the namespace as default', () => {
    expect(createTestI18n('greetings', messages).t('hello', { name: '<Ada>' })).toBe('Hello <Ada>');
    expect(createTestI18n('greetings', messages, { lng: 'de' }).t('hello', { name: 'Ada' })).toBe(
      'Hallo Ada',
    );
  });

  it('throws on a missing key unless told to ignore it', () => {
    expect(() => createTestI18n('greetings', messages).t('bye')).toThrow(
      'Missing en greetings:bye',
    );
    expect(createTestI18n('greetings', messages, { missingKeys: 'ignore' }).t('bye')).toBe('bye');
  });

  it('falls back to the language given', () => {
    const partial = { en: { bye: 'Bye' }, de: {} };
    const i18n = createTestI18n('greetings', partial, {
      lng: 'de',
      fallbackLng: 'en',
      missingKeys: 'ignore',
    });
    expect(i18n.t('bye')).toBe('Bye');
  });
});
