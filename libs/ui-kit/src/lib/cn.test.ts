import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins the truthy class names in order', () => {
    expect(cn('px-2 py-1', false, null, undefined, ['gap-2', { 'bg-surface': true }])).toBe(
      'px-2 py-1 gap-2 bg-surface',
    );
  });

  it('keeps both of two conflicting utilities: components must not pass any', () => {
    expect(cn('px-2', 'px-4')).toBe('px-2 px-4');
  });
});
