import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/my-orders', '/my-orders'],
    ['/my-orders?page=2&sort=date', '/my-orders?page=2&sort=date'],
    [
      '/product/custom-mailer-box?quantity=1#reviews',
      '/product/custom-mailer-box?quantity=1#reviews',
    ],
    ['/', '/'],
    ['/a/../my-info', '/my-info'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/phish'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'my-orders'],
    ['a backslash address', '/\\evil.example'],
    ['a tab that the URL parser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a dot segment that collapses to //', '/.//evil.example'],
    ['an empty value', ''],
    ['a missing value', null],
    ['no value', undefined],
  ])('refuses %s', (_label, value) => {
    expect(safeReturnPath(value)).toBe('/');
    expect(safeReturnPath(value, '/my-info')).toBe('/my-info');
  });
});

describe('loginPathFor', () => {
  it('puts the path and query into returnTo', () => {
    expect(loginPathFor('/my-orders?page=2')).toBe('/login?returnTo=%2Fmy-orders%3Fpage%3D2');
  });

  it('uses the given login page', () => {
    expect(loginPathFor('/my-info', '/anmelden')).toBe('/anmelden?returnTo=%2Fmy-info');
  });

  it('round-trips through safeReturnPath', () => {
    const url = new URL(loginPathFor('/my-designs?id=7'), 'https://shop.example');
    expect(safeReturnPath(url.searchParams.get('returnTo'))).toBe('/my-designs?id=7');
  });
});
