import { describe, expect, it, vi } from 'vitest';
import { ConfigurationError } from './configuration-error';
import { defineStatusHandlers, mapStatusToCode } from './status-handlers';
import type { StatusHandlers } from './status-handlers';

const full = {
  400: 'ECX010',
  403: 'ECX020',
  404: 'ECX033',
  500: 'ECX041',
  '4xx': 'ECX023',
  '5xx': 'ECX018',
  all: 'ECX022',
} as const satisfies StatusHandlers;

describe('mapStatusToCode', () => {
  it('prefers the exact status', () => {
    expect(mapStatusToCode(400, full)).toBe('ECX010');
    expect(mapStatusToCode(403, full)).toBe('ECX020');
    expect(mapStatusToCode(404, full)).toBe('ECX033');
    expect(mapStatusToCode(500, full)).toBe('ECX041');
  });

  it('then 5xx for 500 and above, then 4xx for 400 and above', () => {
    expect(mapStatusToCode(503, full)).toBe('ECX018');
    expect(mapStatusToCode(409, full)).toBe('ECX023');
    expect(mapStatusToCode(503, { '4xx': 'ECX023', all: 'ECX022' })).toBe('ECX023');
    expect(mapStatusToCode(500, { '5xx': 'ECX018', all: 'ECX022' })).toBe('ECX018');
  });

  it('then all, for redirects and missing answers too', () => {
    expect(mapStatusToCode(302, full)).toBe('ECX022');
    expect(mapStatusToCode(0, full)).toBe('ECX022');
    expect(mapStatusToCode(404, { 500: 'ECX041', all: 'ECX022' })).toBe('ECX022');
  });

  it('falls back to ECX999 when nothing matches', () => {
    expect(mapStatusToCode(302, { '4xx': 'ECX023' })).toBe('ECX999');
    expect(mapStatusToCode(404, { 500: 'ECX041' })).toBe('ECX999');
  });

  it('calls a function handler with the failure', () => {
    const handler = vi.fn((failure: { serviceCode: string | undefined }) =>
      failure.serviceCode === 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED' ? 'ECX043' : 'ECX041',
    );
    expect(
      mapStatusToCode(
        402,
        { all: handler },
        { serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED', detail: 'x', body: { a: 1 } },
      ),
    ).toBe('ECX043');
    expect(handler).toHaveBeenCalledWith({
      status: 402,
      serviceCode: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
      detail: 'x',
      body: { a: 1 },
    });
    expect(mapStatusToCode(402, { all: handler })).toBe('ECX041');
  });

  it('throws a configuration error for a map without any mapping', () => {
    expect(() => mapStatusToCode(404, {})).toThrow(ConfigurationError);
    expect(() => mapStatusToCode(404, { all: undefined })).toThrow(
      'at least one code mapping must be supplied',
    );
  });
});

describe('defineStatusHandlers', () => {
  it('returns a valid map unchanged', () => {
    expect(defineStatusHandlers(full)).toBe(full);
  });

  it('rejects an empty map: at least one code mapping must be supplied', () => {
    expect(() => defineStatusHandlers({})).toThrow(ConfigurationError);
    expect(() => defineStatusHandlers({})).toThrow(/at least one code mapping must be supplied/);
  });

  it('names an unknown status key and an unknown code', () => {
    const thrown = (() => {
      try {
        defineStatusHandlers({ 401: 'ECX022', 404: 'ECX017' } as unknown as StatusHandlers);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(ConfigurationError);
    const issues = (thrown as ConfigurationError).issues;
    expect(issues.some((issue) => issue.path === '' && issue.message.includes('401'))).toBe(true);
    expect(issues.some((issue) => issue.path === '[404]')).toBe(true);
  });
});
