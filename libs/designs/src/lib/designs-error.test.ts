import { StorefrontError, isStorefrontError } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { DesignsError, isDesignsError } from './designs-error';
import { DielineError, isDielineError } from './dielines/dieline-error';

describe('DesignsError', () => {
  it('carries reason, field and cause', () => {
    const cause = new Error('inner');
    const error = new DesignsError({ code: 'INVALID_URL', field: 'url', message: 'Bad', cause });
    expect(error).toMatchObject({
      name: 'DesignsError',
      reason: 'INVALID_URL',
      field: 'url',
      message: 'Bad',
    });
    expect(error.cause).toBe(cause);
  });

  it('is recognised by reason', () => {
    const error = new DesignsError({ code: 'INVALID_URL', message: 'x' });
    expect(isDesignsError(error)).toBe(true);
    expect(isDesignsError(error, 'INVALID_URL')).toBe(true);
    expect(isDesignsError(error, 'INVALID_DESIGN_DOCUMENT')).toBe(false);
    expect(isDesignsError(new Error('x'))).toBe(false);
  });

  it('is a StorefrontError: ECX003 for unreadable service data, ECX999 for input', () => {
    const url = new DesignsError({ code: 'INVALID_URL', message: 'x' });
    expect(url).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(url)).toBe(true);
    expect(url).toMatchObject({ kind: 'transform', code: 'ECX003' });
    const name = new DesignsError({
      code: 'DESIGN_NAME_REQUIRED',
      message: 'Design name required',
    });
    expect(name).toMatchObject({ kind: 'unknown', code: 'ECX999' });
    expect(name.userMessage).not.toBe('');
    expect(name.toJSON()).toMatchObject({ name: 'DesignsError', message: 'Design name required' });
  });
});

describe('DielineError', () => {
  const issues = [
    { code: 'DIELINE_NOT_SQUARE', field: 'width', message: 'Must be square' },
    { code: 'DIELINE_INVALID_DIMENSION', field: 'depth', message: 'Depth must be positive' },
  ] as const;

  it('carries the first issue and all of them', () => {
    const error = new DielineError(issues);
    expect(error).toMatchObject({
      name: 'DielineError',
      reason: 'DIELINE_NOT_SQUARE',
      field: 'width',
      message: 'Must be square',
      issues,
    });
    expect(isDielineError(error, 'DIELINE_NOT_SQUARE')).toBe(true);
    expect(isDielineError(error, 'DIELINE_INVALID_DIMENSION')).toBe(false);
    expect(isDielineError(new DesignsError({ code: 'INVALID_URL', message: 'x' }))).toBe(false);
  });

  it('is a StorefrontError (ECX999)', () => {
    const error = new DielineError(issues);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'unknown', code: 'ECX999' });
  });
});
