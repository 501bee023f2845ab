import { describe, expect, it } from 'vitest';
import {
  TOKEN_REFRESH_RESCHEDULE_MS,
  TOKEN_REFRESH_THRESHOLD_MS,
  needsTokenRefresh,
} from './token-timing';

const now = Date.UTC(2024, 2, 5, 12, 0, 0);
const nowSeconds = now / 1000;

describe('timing constants', () => {
  it('keep the spec values', () => {
    expect(TOKEN_REFRESH_RESCHEDULE_MS).toBe(900000);
    expect(TOKEN_REFRESH_THRESHOLD_MS).toBe(3600000);
  });
});

describe('needsTokenRefresh', () => {
  it('only reschedules with more than one hour left', () => {
    expect(needsTokenRefresh(nowSeconds + 3601, now)).toBe(false);
    expect(needsTokenRefresh(nowSeconds + 86400, now)).toBe(false);
  });

  it('refreshes with one hour or less left, or when expired', () => {
    expect(needsTokenRefresh(nowSeconds + 3600, now)).toBe(true);
    expect(needsTokenRefresh(nowSeconds + 60, now)).toBe(true);
    expect(needsTokenRefresh(nowSeconds - 60, now)).toBe(true);
  });

  it('treats an expiry that is not a number as due', () => {
    expect(needsTokenRefresh(Number.NaN, now)).toBe(true);
    expect(needsTokenRefresh(Number.POSITIVE_INFINITY, now)).toBe(true);
  });

  it('uses the real clock by default', () => {
    expect(needsTokenRefresh(Date.now() / 1000 + 7200)).toBe(false);
    expect(needsTokenRefresh(Date.now() / 1000 + 600)).toBe(true);
  });
});
