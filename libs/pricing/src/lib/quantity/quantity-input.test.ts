import { describe, expect, it } from 'vitest';
import {
  BLOCKED_QUANTITY_KEYS,
  isBlockedQuantityKey,
  sanitizeQuantityInput,
} from './quantity-input';

describe('isBlockedQuantityKey', () => {
  it.each(['e', 'E', '+', '-', '.'])('blocks %j', (key) => {
    expect(isBlockedQuantityKey(key)).toBe(true);
  });

  it.each(['0', '9', 'Backspace', 'ArrowLeft', 'Tab', 'Enter', ','])('lets %j through', (key) => {
    expect(isBlockedQuantityKey(key)).toBe(false);
  });

  it('lists exactly the spec’s keys and cannot be changed', () => {
    expect(BLOCKED_QUANTITY_KEYS).toEqual(['e', 'E', '+', '-', '.']);
    expect(Object.isFrozen(BLOCKED_QUANTITY_KEYS)).toBe(true);
  });
});

describe('sanitizeQuantityInput', () => {
  it.each([
    ['250', '250'],
    ['1,000 boxes', '1000'],
    ['-2e3', '23'],
    ['1.5', '15'],
    ['  12 ', '12'],
    ['abc', ''],
    ['', ''],
    ['٣', ''],
  ])('keeps the digits of %j: %j', (text, expected) => {
    expect(sanitizeQuantityInput(text)).toBe(expected);
  });
});
