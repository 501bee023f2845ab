import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later padding utility override an earlier one', () => {
    expect(cn('px-2 py-1', false, 'px-4')).toBe('py-1 px-4');
  });
});
