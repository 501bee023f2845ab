import { describe, expect, it } from 'vitest';
import {
  DESIGN_NAME_MAX_LENGTH,
  DESIGN_NAME_MESSAGES,
  designNameSchema,
  parseDesignName,
} from './design-name';
import { DesignsError, isDesignsError } from './designs-error';

function errorOf(input: unknown): DesignsError {
  try {
    parseDesignName(input);
  } catch (error) {
    if (error instanceof DesignsError) return error;
    throw error;
  }
  throw new Error('expected a DesignsError');
}

describe('parseDesignName', () => {
  it('returns the trimmed name', () => {
    expect(parseDesignName('  Holiday mailer  ')).toBe('Holiday mailer');
    expect(parseDesignName('Logo v2')).toBe('Logo v2');
  });

  it.each(['', '   ', '\t\n', undefined, null, 42])('requires a name: %j', (input) => {
    const error = errorOf(input);
    expect(isDesignsError(error, 'DESIGN_NAME_REQUIRED')).toBe(true);
    expect(error.message).toBe('Design name required');
    expect(error.field).toBe('name');
  });

  it('accepts exactly the maximum length, counting code points', () => {
    expect(parseDesignName('a'.repeat(DESIGN_NAME_MAX_LENGTH))).toHaveLength(100);
    const emoji = '📦'.repeat(DESIGN_NAME_MAX_LENGTH);
    expect(parseDesignName(emoji)).toBe(emoji);
  });

  it('rejects a longer name', () => {
    const error = errorOf('a'.repeat(DESIGN_NAME_MAX_LENGTH + 1));
    expect(error.reason).toBe('DESIGN_NAME_TOO_LONG');
    expect(error.message).toBe('Design name must be at most 100 characters');
  });

  it('measures the length after trimming', () => {
    expect(parseDesignName(`  ${'a'.repeat(DESIGN_NAME_MAX_LENGTH)}  `)).toHaveLength(100);
  });
});

describe('designNameSchema', () => {
  it('gives one message per problem', () => {
    expect(designNameSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      DESIGN_NAME_MESSAGES.required,
    ]);
    expect(
      designNameSchema.safeParse('x'.repeat(101)).error?.issues.map((issue) => issue.message),
    ).toEqual([DESIGN_NAME_MESSAGES.tooLong]);
  });
});
