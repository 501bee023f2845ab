/** A catalogue for the tests of this folder (compiled like every `*.messages.ts`). */
export const greetingMessages = {
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
} as const;
