import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { CART_CONFIRMATION_MESSAGES } from './cart-confirmation';
import { cartMessages as compiledCartMessages } from './cart.messages';
import { COUPON_MESSAGES } from './coupon-messages';

const cartMessages = catalogueSource(compiledCartMessages);

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('cartMessages', () => {
  it('has the same keys in English and German', () => {
    expect(keysOf(cartMessages.de).sort()).toEqual(keysOf(cartMessages.en).sort());
  });

  it('has a translation, not a copy, for every German string', () => {
    const english = new Map(keysOf(cartMessages.en).map((key) => [key, key]));
    const get = (catalogue: object, key: string): unknown =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
    for (const key of english.keys()) {
      const german = get(cartMessages.de, key);
      expect(typeof german).toBe('string');
      expect(german).not.toBe(get(cartMessages.en, key));
    }
  });

  it('uses the confirmation messages in English', () => {
    expect(cartMessages.en.confirmation).toEqual(CART_CONFIRMATION_MESSAGES);
  });

  it('uses the spec wording of the coupon and shipping messages in English', () => {
    const { applied, applyFailed, removed, removeFailed, invalid } = cartMessages.en.coupon;
    expect({ applied, applyFailed, removed, removeFailed, invalid }).toEqual(COUPON_MESSAGES);
    expect(cartMessages.en.delivery.noMethods).toBe('No shipping methods available');
    expect(cartMessages.en.delivery.unavailableForPostalCode).toBe(
      'Unable to recieve Shipping Options for the given Postal Code',
    );
  });
});

describe('CART_CONFIRMATION_MESSAGES', () => {
  it('keeps the exact wording of the spec', () => {
    expect(CART_CONFIRMATION_MESSAGES.couponInvalid).toBe(
      'The Promotional code you have applied is not valid, Please remove to proceed',
    );
    expect(CART_CONFIRMATION_MESSAGES.addressesMissing).toBe(
      'Please Update Billing and Shipping addresses to proceed',
    );
  });

  it('has a message for each reason', () => {
    expect(Object.keys(CART_CONFIRMATION_MESSAGES).sort()).toEqual([
      'addressesMissing',
      'arrivalDateUpdated',
      'couponInvalid',
      'priceUpdated',
      'shippingMethodInvalid',
    ]);
  });
});
