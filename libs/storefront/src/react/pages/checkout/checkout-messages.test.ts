import { catalogueSource } from '@storefront/ui-kit/testing';
import { storefrontMessages } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { checkoutMessages as compiledCheckoutMessages } from './checkout.messages';

const checkoutMessages = catalogueSource(compiledCheckoutMessages);

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? keysOf(child as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('checkoutMessages', () => {
  it('has the same keys in English and German', () => {
    expect(keysOf(checkoutMessages.de).sort()).toEqual(keysOf(checkoutMessages.en).sort());
  });

  it('keeps the spec wording of the payment messages in English', () => {
    const { payment } = checkoutMessages.en;
    expect(payment.failedTitle).toBe(storefrontMessages.payment.failedTitle);
    expect(payment.refreshBrowser).toBe('Payment failed, please refresh your browser.');
    expect(payment.generic).toBe(storefrontMessages.payment.failed);
    expect(payment.selectValidMethod).toBe('Please select a valid payment method');
    expect(payment.versionMismatch).toBe('Please refresh and try again');
    expect(payment.placeOrderFailed).toBe('Something went wrong while placing the order!');
  });
});
