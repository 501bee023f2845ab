import { describe, expect, it } from 'vitest';
import { ConfigurationError, isConfigurationError } from './configuration-error';
import { ecxCatalogue } from './ecx-catalogue';
import { StorefrontError, isStorefrontError } from './storefront-error';

describe('ConfigurationError', () => {
  it('has a stable reason and names every wrong field in its message', () => {
    const error = new ConfigurationError('HTTP client options', [
      { path: 'prefixUrl', message: 'Expected a non-empty base URL' },
      { path: '', message: 'at least one code mapping must be supplied' },
    ]);
    expect(error.reason).toBe('ERR_STOREFRONT_CONFIGURATION');
    expect(ConfigurationError.reason).toBe(error.reason);
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toBe(
      'Invalid HTTP client options: prefixUrl: Expected a non-empty base URL; at least one code mapping must be supplied',
    );
  });

  it('is a StorefrontError with ECX999 of kind unknown', () => {
    const error = new ConfigurationError('x', [{ path: 'a', message: 'b' }]);
    expect(error).toBeInstanceOf(StorefrontError);
    expect(isStorefrontError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX999', kind: 'unknown' });
    expect(error.userMessage).toBe(ecxCatalogue.ECX999.message);
  });

  it('is recognised by its guard, also as plain data', () => {
    const error = new ConfigurationError('x', []);
    expect(isConfigurationError(error)).toBe(true);
    expect(isConfigurationError({ name: 'ConfigurationError', reason: error.reason })).toBe(true);
    expect(isConfigurationError({ name: 'ConfigurationError', code: error.reason })).toBe(true);
    expect(isConfigurationError({ name: 'ConfigurationError', code: 'ECX999' })).toBe(false);
    expect(isConfigurationError(new Error('x'))).toBe(false);
    expect(isConfigurationError(undefined)).toBe(false);
  });
});
