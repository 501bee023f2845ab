import { describe, expect, it } from 'vitest';
import { isSuccessfulContentStatus } from './is-successful-content-status';

describe('isSuccessfulContentStatus', () => {
  it('counts 200 to 399 as success', () => {
    for (const status of [200, 204, 299, 301, 304, 399]) {
      expect(isSuccessfulContentStatus(status)).toBe(true);
    }
  });

  it('counts everything else as failure', () => {
    for (const status of [0, 101, 199, 400, 404, 500, 200.5, Number.NaN]) {
      expect(isSuccessfulContentStatus(status)).toBe(false);
    }
  });
});
