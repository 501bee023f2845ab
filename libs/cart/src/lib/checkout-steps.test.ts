import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, checkoutStepForPath } from './checkout-steps';

describe('CHECKOUT_STEPS', () => {
  it('lists viewCart, shipping and payment in order with their routes', () => {
    expect(CHECKOUT_STEPS).toEqual([
      { id: 'viewCart', routes: ['/cart'] },
      { id: 'shipping', routes: ['/shipping-address', '/shipping-methods'] },
      { id: 'payment', routes: ['/payment-info'] },
    ]);
  });
});

describe('checkoutStepForPath', () => {
  it.each([
    ['/cart', 'viewCart'],
    ['/shipping-address', 'shipping'],
    ['/shipping-methods', 'shipping'],
    ['/payment-info', 'payment'],
  ])('maps %s to %s', (path, step) => {
    expect(checkoutStepForPath(path)).toBe(step);
  });

  it('ignores query string, hash, trailing slash, surrounding spaces and letter case', () => {
    expect(checkoutStepForPath('/cart?linkID=abc')).toBe('viewCart');
    expect(checkoutStepForPath('/payment-info#card')).toBe('payment');
    expect(checkoutStepForPath('/shipping-methods/')).toBe('shipping');
    expect(checkoutStepForPath(' /Shipping-Address ')).toBe('shipping');
  });

  it.each([
    '/order-confirmation',
    '/',
    '',
    '/my-orders',
    'cart',
    '/cart/extra',
    '/carts',
    '?/cart',
    '/product/cart',
  ])('returns null for %j', (path) => {
    expect(checkoutStepForPath(path)).toBeNull();
  });
});
