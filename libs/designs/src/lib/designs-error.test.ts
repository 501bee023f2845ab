import { describe, expect, it } from 'vitest';
import { DesignsError, isDesignsError } from './designs-error';

describe('DesignsError', () => {
  it('carries code, field and cause', () => {
    const cause = new Error('inner');
    const error = new DesignsError({ code: 'INVALID_URL', field: 'url', message: 'Bad', cause });
    expect(error).toMatchObject({ name: 'DesignsError', code: 'INVALID_URL', field: 'url' });
    expect(error.cause).toBe(cause);
  });

  it('is recognised by code', () => {
    const error = new DesignsError({ code: 'INVALID_URL', message: 'x' });
    expect(isDesignsError(error)).toBe(true);
    expect(isDesignsError(error, 'INVALID_URL')).toBe(true);
    expect(isDesignsError(error, 'INVALID_DESIGN_DOCUMENT')).toBe(false);
    expect(isDesignsError(new Error('x'))).toBe(false);
  });
});
