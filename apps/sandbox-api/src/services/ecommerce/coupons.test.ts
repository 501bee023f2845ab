import { describe, expect, it } from 'vitest';
import {
  KRAFT_MAILER as MAILER,
  newAnonymousCart,
  setUpCommerceSandbox,
  START,
} from './commerce.test-setup.ts';
import { commerceKit } from './test-kit.ts';
import type { CommerceKit } from './test-kit.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const YEAR = 366 * 24 * 60 * 60 * 1000;

const { sandbox, kit: boxup } = setUpCommerceSandbox({
  tokenLifetimes: { anonymousTokenMs: 10 * YEAR },
});
const ybd = commerceKit(sandbox, { storefront: 'ybd' });
const SAMPLE = { productKey: 'custom-mailer-box-sample', quantity: 1 };

const newCart = (kit: CommerceKit, lineItems: unknown[] = [MAILER, SAMPLE]) =>
  newAnonymousCart(kit, lineItems);

function applyCoupon(
  kit: CommerceKit,
  shop: { token: string; cart: CartResponse },
  couponCode: string | null,
) {
  return kit.call<CartResponse>('PATCH', kit.ecommerce(`carts/${shop.cart.id}/couponCode`), {
    token: shop.token,
    body: { version: shop.cart.version, couponCode },
  });
}

describe('PATCH carts/{id}/couponCode', () => {
  it('applies FIRSTRUN10: 10% off printed boxes, not samples or shipping, with a discount line', async () => {
    const shop = await newCart(boxup);
    const before = shop.cart.totalPrice.centAmount;

    const response = await applyCoupon(boxup, shop, ' firstrun10 ');

    expect(response.status).toBe(200);
    const cart = response.body;
    expect(cart.couponCode).toBe('FIRSTRUN10');
    // $522.50 × 10 % = $52.25 off the mailer line; the $1 sample is not discounted.
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(52250 - 5225);
    expect(cart.lineItems[1]?.totalPrice.centAmount).toBe(100);
    expect(cart.totalPrice.centAmount).toBe(before - 5225);
    expect(cart.discount).toEqual({
      couponId: 'cpn_firstrun10',
      couponCode: 'FIRSTRUN10',
      isValid: true,
      displayMessage: '10% off your first print run',
      expirationMessage: null,
      staticLegalCopy: expect.stringContaining('One promotional code per order'),
      detailsMessage: expect.stringContaining('10%'),
      discountAmount: {
        type: 'centPrecision',
        currencyCode: 'USD',
        centAmount: 5225,
        fractionDigits: 2,
      },
    });
    expect(cart.eCommerceDiscountCodes).toEqual([
      {
        code: 'FIRSTRUN10',
        couponId: 'cpn_firstrun10',
        state: 'MatchesCart',
        discountAmount: cart.discount?.discountAmount,
      },
    ]);
    expect(JSON.parse(cart.lineItems[0]?.custom.fields.eCommerceDiscounts ?? '')).toEqual([
      {
        discountId: 'cpn_firstrun10',
        discountCode: 'FIRSTRUN10',
        amount: cart.discount?.discountAmount,
      },
    ]);
    expect(JSON.parse(cart.lineItems[1]?.custom.fields.eCommerceDiscounts ?? '')).toEqual([]);
  });

  it('refuses an unknown code with the spec message and leaves the cart as it was', async () => {
    const shop = await newCart(boxup);

    const response = await applyCoupon(boxup, shop, 'FREEBOXES');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      title: 'InvalidCouponCode',
      detail: 'The promotional code you entered is not valid',
    });
    const read = await boxup.call<CartResponse>('GET', boxup.ecommerce(`carts/${shop.cart.id}`), {
      token: shop.token,
    });
    expect(read.body).toMatchObject({ version: 1, couponCode: null, discount: null });
  });

  it('accepts SHOWROOM15 (15%) only in the showroom store', async () => {
    const atBoxup = await applyCoupon(boxup, await newCart(boxup), 'SHOWROOM15');
    expect(atBoxup.status).toBe(400);
    expect(atBoxup.body.title).toBe('InvalidCouponCode');

    const response = await applyCoupon(ybd, await newCart(ybd), 'SHOWROOM15');
    expect(response.status).toBe(200);
    expect(response.body.discount).toMatchObject({ couponId: 'cpn_showroom15', isValid: true });
    // $522.50 × 15 % = 78.375 → $78.38 (half up).
    expect(response.body.discount?.discountAmount.centAmount).toBe(7838);
  });

  it('refuses the expired SUMMER2024 with its expiry date', async () => {
    const response = await applyCoupon(boxup, await newCart(boxup), 'SUMMER2024');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      title: 'CouponExpired',
      detail: 'This promotional code expired on 08/31/2024',
    });
  });

  it('keeps a coupon that expires in the cart, marked not valid, with no discount', async () => {
    sandbox.clock.set(new Date('2024-08-30T16:00:00Z'));
    try {
      const shop = await newCart(boxup);
      const applied = await applyCoupon(boxup, shop, 'SUMMER2024');
      expect(applied.status).toBe(200);
      expect(applied.body.discount).toMatchObject({
        isValid: true,
        expirationMessage: 'Offer ends 08/31/2024',
        discountAmount: { centAmount: 10450 },
      });

      sandbox.clock.set(new Date('2024-09-01T04:00:00Z'));
      const read = await boxup.call<CartResponse>('GET', boxup.ecommerce(`carts/${shop.cart.id}`), {
        token: shop.token,
      });
      expect(read.body.couponCode).toBe('SUMMER2024');
      expect(read.body.discount).toMatchObject({
        isValid: false,
        expirationMessage: 'This promotional code expired on 08/31/2024',
        discountAmount: { centAmount: 0 },
      });
      expect(read.body.eCommerceDiscountCodes[0]?.state).toBe('Expired');
      expect(read.body.recalculationFlags.isCouponInvalid).toBe(true);
      expect(read.body.lineItems[0]?.totalPrice.centAmount).toBe(52250);
    } finally {
      sandbox.clock.set(START);
    }
  });

  it('removes a coupon, and says "Unable to remove coupon" when there is none', async () => {
    const shop = await newCart(boxup);
    shop.cart = (await applyCoupon(boxup, shop, 'FIRSTRUN10')).body;

    const removed = await applyCoupon(boxup, shop, null);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      couponCode: null,
      discount: null,
      eCommerceDiscountCodes: [],
    });
    shop.cart = removed.body;

    const again = await applyCoupon(boxup, shop, null);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      title: 'NoCouponApplied',
      detail: 'Unable to remove coupon',
    });
  });

  it('SANDBOX100 takes everything off, shipping included, for a $0.00 total', async () => {
    const response = await applyCoupon(boxup, await newCart(boxup), 'SANDBOX100');

    expect(response.body.totalPrice.centAmount).toBe(0);
    expect(response.body.taxedPrice.totalGross.centAmount).toBe(0);
    expect(response.body.customLineItems[0]?.discount).toMatchObject({
      discountCode: 'SANDBOX100',
    });
  });
});
