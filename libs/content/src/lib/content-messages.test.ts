import { catalogueSource } from '@storefront/ui-kit/testing';
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_FORM_ERRORS } from './content-form-schema';
import { CONTENT_NAMESPACE } from './content-messages';
import { contentMessages as compiledContentMessages } from './content.messages';

const contentMessages = catalogueSource(compiledContentMessages);

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('contentMessages', () => {
  it('lives in the content namespace', () => {
    expect(CONTENT_NAMESPACE).toBe('content');
  });

  it('has the same keys in English and German, none empty', () => {
    expect(keysOf(contentMessages.de).sort()).toEqual(keysOf(contentMessages.en).sort());
    for (const text of [
      ...Object.values(contentMessages.en.form),
      ...Object.values(contentMessages.de.form),
    ]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('has a text for every form error', () => {
    for (const key of Object.values(CONTENT_FORM_ERRORS)) {
      expect(keysOf(contentMessages.en)).toContain(key);
    }
  });

  it("starts the confirmation with 'Thank you'", () => {
    expect(contentMessages.en.form.thankYou).toMatch(/^Thank you/);
  });
});
