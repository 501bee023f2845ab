import { describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS } from '../config.ts';
import { isAllowedOrigin } from './cors.ts';

describe('isAllowedOrigin with the default origins', () => {
  it.each([
    'http://127.0.0.1:4200',
    'http://localhost:4200',
    'http://127.0.0.1:4201',
    'http://localhost:4202',
    'http://127.0.0.1:6006',
  ])('accepts %s', (origin) => {
    expect(isAllowedOrigin(origin, DEFAULT_CORS_ORIGINS)).toBe(true);
  });

  it.each([
    'https://evil.example',
    'http://127.0.0.1:4300',
    'http://localhost',
    'https://127.0.0.1:4200',
    'http://localhost.example.com:4200',
    'http://127.0.0.2:4200',
    'null',
    '',
  ])('rejects %j', (origin) => {
    expect(isAllowedOrigin(origin, DEFAULT_CORS_ORIGINS)).toBe(false);
  });
});
