import { describe, expect, it } from 'vitest';
import {
  BLOCKED_QUANTITY_KEYS,
  QUANTITY_INVALID_MESSAGE,
  QUANTITY_REQUIRED_MESSAGE,
  sanitizeQuantityInput,
} from './quantity-input';

describe('BLOCKED_QUANTITY_KEYS', () => {
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

describe('quantity messages', () => {
  it('word the spec’s two quantity errors', () => {
    expect(QUANTITY_REQUIRED_MESSAGE).toBe('Quantity is mandatory');
    expect(QUANTITY_INVALID_MESSAGE).toBe('Quantity must be a whole number greater than 0');
  });
});
