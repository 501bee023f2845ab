import { formatMoney } from '@storefront/pricing';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LIMIT, SAMPLE_PRICE, checkSampleLimit } from './sample-limit';

const mailer = { productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' };
const mailerLarge = { productKey: 'custom-mailer-box-sample', size: '12 x 9 x 4' };
const gable = { productKey: 'custom-gable-box-sample', size: '8 x 4 x 8' };
const shipper = { productKey: 'shipping-box-sample', size: '10 x 8 x 6' };

describe('checkSampleLimit', () => {
  it('costs $1 and allows three', () => {
    expect(formatMoney(SAMPLE_PRICE)).toBe('$1.00');
    expect(SAMPLE_LIMIT).toBe(3);
  });

  it('allows a first sample, and another style or size next to it', () => {
    expect(checkSampleLimit([], mailer)).toEqual({ allowed: true, remaining: 3 });
    expect(checkSampleLimit([mailer], gable)).toEqual({ allowed: true, remaining: 2 });
    expect(checkSampleLimit([mailer], mailerLarge)).toEqual({ allowed: true, remaining: 2 });
  });

  it('refuses the same style in the same size, however the size is written', () => {
    expect(checkSampleLimit([mailer], { ...mailer, size: '9x6x3' })).toEqual({
      allowed: false,
      reason: 'duplicate',
      remaining: 2,
    });
  });

  it('refuses a fourth sample', () => {
    expect(checkSampleLimit([mailer, gable, shipper], mailerLarge)).toEqual({
      allowed: false,
      reason: 'limit',
      remaining: 0,
    });
    expect(checkSampleLimit([{ ...mailer, quantity: 2 }, gable], shipper)).toMatchObject({
      allowed: false,
      reason: 'limit',
    });
  });

  it('refuses more than one box of a sample at a time', () => {
    expect(checkSampleLimit([], { ...mailer, quantity: 2 })).toEqual({
      allowed: false,
      reason: 'quantity',
      remaining: 3,
    });
  });

  it('does not count lines without boxes', () => {
    expect(checkSampleLimit([{ ...mailer, quantity: 0 }, gable, shipper], mailer)).toEqual({
      allowed: true,
      remaining: 1,
    });
  });
});
