import { describe, expect, it } from 'vitest';
import { ConfigurationError, isConfigurationError } from './configuration-error';

describe('ConfigurationError', () => {
  it('has a stable code and names every wrong field in its message', () => {
    const error = new ConfigurationError('HTTP client options', [
      { path: 'prefixUrl', message: 'Expected a non-empty base URL' },
      { path: '', message: 'at least one code mapping must be supplied' },
    ]);
    expect(error.code).toBe('ERR_STOREFRONT_CONFIGURATION');
    expect(ConfigurationError.code).toBe(error.code);
    expect(error.name).toBe('ConfigurationError');
    expect(error.message).toBe(
      'Invalid HTTP client options: prefixUrl: Expected a non-empty base URL; at least one code mapping must be supplied',
    );
  });

  it('is recognised by its guard, also as plain data', () => {
    const error = new ConfigurationError('x', []);
    expect(isConfigurationError(error)).toBe(true);
    expect(isConfigurationError({ name: 'ConfigurationError', code: error.code })).toBe(true);
    expect(isConfigurationError(new Error('x'))).toBe(false);
    expect(isConfigurationError(undefined)).toBe(false);
  });
});
