import { describe, expect, it } from 'vitest';
import { greetingMessages as messages } from '../i18n/greeting.messages';
import { translator } from '../i18n/i18n';
import { createTestI18n } from './test-i18n';

describe('createTestI18n', () => {
  it('is ready at once, in the language asked for, with the namespace registered', () => {
    const english = translator(createTestI18n('greetings', messages), 'greetings');
    expect(english('hello', { name: '<Ada>' })).toBe('Hello <Ada>');
    const german = translator(createTestI18n('greetings', messages, { lng: 'de' }), 'greetings');
    expect(german('hello', { name: 'Ada' })).toBe('Hallo Ada');
  });

  it('throws on a missing key unless told to ignore it', () => {
    expect(() => translator(createTestI18n('greetings', messages), 'greetings')('bye')).toThrow(
      'Missing en greetings:bye',
    );
    const ignoring = createTestI18n('greetings', messages, { missingKeys: 'ignore' });
    expect(translator(ignoring, 'greetings')('bye')).toBe('bye');
  });

  it('falls back to the language given', () => {
    const partial = { en: messages.en, de: {} };
    const i18n = createTestI18n('greetings', partial, {
      lng: 'de',
      fallbackLng: 'en',
      missingKeys: 'ignore',
    });
    expect(translator(i18n, 'greetings')('nested.bye')).toBe('Goodbye');
  });
});
