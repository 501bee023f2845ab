import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from './intl-locale';

describe('intlLocaleOf', () => {
  it('formats German text in de-DE and everything else in en-US', () => {
    expect(intlLocaleOf('de')).toBe('de-DE');
    expect(intlLocaleOf('de-DE')).toBe('de-DE');
    expect(intlLocaleOf('DE-at')).toBe('de-DE');
    expect(intlLocaleOf('en')).toBe('en-US');
    expect(intlLocaleOf('en-CA')).toBe('en-US');
    expect(intlLocaleOf(undefined)).toBe('en-US');
    expect(intlLocaleOf(null)).toBe('en-US');
  });
});
