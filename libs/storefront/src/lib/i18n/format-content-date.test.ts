import { describe, expect, it } from 'vitest';
import { formatContentDate } from './format-content-date';

describe('formatContentDate', () => {
  it('writes the date in English and German in New York time', () => {
    expect(formatContentDate('2026-04-22T08:00:00.000Z', 'en')).toBe('April 22, 2026');
    expect(formatContentDate('2026-04-22T08:00:00.000Z', 'de')).toBe('22. April 2026');
    // 02:00 UTC is still the evening before in New York.
    expect(formatContentDate('2026-03-01T02:00:00Z', 'en')).toBe('February 28, 2026');
  });

  it('gives null for an absent, empty or unreadable date', () => {
    expect(formatContentDate(undefined, 'en')).toBeNull();
    expect(formatContentDate(' ', 'en')).toBeNull();
    expect(formatContentDate('0001-01-01T00:00:00Z', 'en')).toBeNull();
    expect(formatContentDate('yesterday', 'de')).toBeNull();
  });
});
