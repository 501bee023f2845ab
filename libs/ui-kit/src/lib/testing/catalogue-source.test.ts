import { describe, expect, it } from 'vitest';
import { greetingMessages } from '../i18n/greeting.messages';
import { catalogueSource } from './catalogue-source';

describe('catalogueSource', () => {
  it('gives back the messages of a compiled catalogue as written', () => {
    expect(catalogueSource(greetingMessages)).toEqual({
      en: {
        hello: 'Hello {name}',
        nested: { bye: 'Goodbye' },
        boxes: '{count, plural, one {# box} other {# boxes}}',
      },
      de: {
        hello: 'Hallo {name}',
        nested: { bye: 'Auf Wiedersehen' },
        boxes: '{count, plural, one {# Schachtel} other {# Schachteln}}',
      },
    });
  });
});
