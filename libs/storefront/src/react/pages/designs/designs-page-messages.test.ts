import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { designPagesMessages as compiledDesignPagesMessages } from './designs-page.messages';

const designPagesMessages = catalogueSource(compiledDesignPagesMessages);

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('designPagesMessages', () => {
  it('has the same keys in English and German, none of them empty', () => {
    expect(keysOf(designPagesMessages.de).sort()).toEqual(keysOf(designPagesMessages.en).sort());
    for (const language of ['en', 'de'] as const) {
      const values = JSON.stringify(designPagesMessages[language]);
      expect(values).not.toContain('""');
    }
  });

  it('keeps the spec’s wording for an invalid or expired link', () => {
    expect(designPagesMessages.en.shared.invalid).toBe('Request is invalid or expired');
  });
});
