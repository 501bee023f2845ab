import { describe, expect, it } from 'vitest';
import { isLocalOrigin } from './cors.ts';

describe('isLocalOrigin', () => {
  it.each([
    'http://localhost:4200',
    'http://localhost',
    'https://localhost:4443',
    'http://127.0.0.1:4300',
    'http://[::1]:4200',
  ])('accepts %s', (origin) => {
    expect(isLocalOrigin(origin)).toBe(true);
  });

  it.each([
    'https://shop.example.com',
    'http://localhost.example.com',
    'http://127.0.0.2:4200',
    'file://localhost',
    'null',
    '',
  ])('rejects %j', (origin) => {
    expect(isLocalOrigin(origin)).toBe(false);
  });
});
