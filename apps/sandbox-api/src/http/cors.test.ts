import { describe, expect, it } from 'vitest';
import { DEFAULT_CORS_ORIGINS } from '../config.ts';
import { isAllowedOrigin } from './cors.ts';

describe('isAllowedOrigin with the default origins', () => {
  it.each([
    ['http://127.0.0.1:4200', true],
    ['http://localhost:4200', true],
    ['http://127.0.0.1:4201', true],
    ['http://localhost:4202', true],
    ['http://127.0.0.1:6006', true],
    ['https://evil.example', false],
    ['http://127.0.0.1:4300', false],
    ['http://localhost', false],
    ['https://127.0.0.1:4200', false],
    ['http://localhost.example.com:4200', false],
    ['http://127.0.0.2:4200', false],
    ['null', false],
    ['', false],
  ])('answers %j with %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, DEFAULT_CORS_ORIGINS)).toBe(allowed);
  });
});
