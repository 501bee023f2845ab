// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { anonymousCartWithMailers, failureOf } from '../testing/cart-api-sandbox';
import { anonymousShopper, cartApiFor } from '../testing/sandbox-shopper';
import { isVersionConflict } from '../version-conflict';

const sandbox = sandboxPerFile();

describe('carts', () => {
  it('has no cart for a new shopper (404, ECX022)', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const error = await failureOf(api.getUserCart());
    expect(error).toMatchObject({ status: 404, code: 'ECX022', serviceCode: 'CartNotFound' });
  });

  it('creates a cart, adds to it and reads it with a recalculation', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    expect(cart).toMatchObject({ version: 1, cartState: 'Active' });
    expect(cart.lineItems[0]).toMatchObject({ productKey: 'custom-mailer-box', quantity: 250 });
    const added = await api.createCart({
      cartId: cart.id,
      version: cart.version,
      lineItems: [
        { productKey: 'custom-mailer-box-sample', quantity: 1, attributes: { Size: '9x6x3' } },
      ],
    });
    expect(added.version).toBe(2);
    expect(added.lineItems.map((line) => line.productKey)).toEqual([
      'custom-mailer-box',
      'custom-mailer-box-sample',
    ]);
    const read = await api.getCart(cart.id, {
      recalculate: true,
      recalculationConfigs: ['prices', 'availability'],
    });
    expect(read.id).toBe(cart.id);
    expect(read.recalculationFlags?.reasons[0]?.message).toBe('Missing address information.');
    expect((await api.getUserCart()).id).toBe(cart.id);
  });

  it('refuses a change made against a stale version with 409 and the current version', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    await api.applyCoupon(cart.id, cart.version, 'FIRSTRUN10');
    const error = await failureOf(
      api.updateLineItems(cart.id, cart.version, [
        { action: 'changeLineItemQuantity', lineItemId: cart.lineItems[0]!.id, quantity: 500 },
      ]),
    );
    expect(isVersionConflict(error)).toBe(true);
    expect(error.code).toBe('ECX034');
    expect(error.body).toMatchObject({ currentVersion: 2 });
  });

  it('says which cart exists when a second cart is created (409 ActiveCartExists)', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const error = await failureOf(
      api.createCart({ lineItems: [{ productKey: 'custom-mailer-box', quantity: 50 }] }),
    );
    expect(error).toMatchObject({ status: 409, code: 'ECX033', serviceCode: 'ActiveCartExists' });
    expect(error.body).toMatchObject({ cartId: cart.id });
  });

  it('changes quantities and removes lines', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const lineItemId = cart.lineItems[0]!.id;
    const changed = await api.updateLineItems(cart.id, cart.version, [
      { action: 'changeLineItemQuantity', lineItemId, quantity: 500 },
    ]);
    expect(changed.lineItems[0]?.quantity).toBe(500);
    const removed = await api.updateLineItems(changed.id, changed.version, [
      { action: 'removeLineItem', lineItemId },
    ]);
    expect(removed.lineItems).toEqual([]);
    expect(removed.customLineItems).toEqual([]);
  });

  it('enforces the sample rules with the service message', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const cart = await api.createCart({
      lineItems: [{ productKey: 'custom-mailer-box-sample', quantity: 1 }],
    });
    const error = await failureOf(
      api.createCart({
        cartId: cart.id,
        version: cart.version,
        lineItems: [{ productKey: 'custom-mailer-box-sample', quantity: 1 }],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'ECX023',
      serviceCode: 'SampleAlreadyInCart',
    });
    expect(error.detail).toBe('A sample box may be added once at a time per size and style.');
  });
});

describe('coupons', () => {
  it('applies FIRSTRUN10 with a discount and removes it', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const applied = await api.applyCoupon(cart.id, cart.version, 'firstrun10');
    expect(applied.couponCode).toBe('FIRSTRUN10');
    expect(applied.discount).toMatchObject({ isValid: true });
    expect(applied.discount?.discountAmount).toMatchObject({ centAmount: 5225 });
    const removed = await api.removeCoupon(applied.id, applied.version);
    expect(removed.couponCode).toBeNull();
  });

  it("refuses unknown, other stores' and expired codes with the spec wording", async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'NOPE'))).toMatchObject({
      code: 'ECX030',
      serviceCode: 'InvalidCouponCode',
      detail: 'The promotional code you entered is not valid',
    });
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'SHOWROOM15'))).toMatchObject({
      serviceCode: 'InvalidCouponCode',
    });
    expect(await failureOf(api.applyCoupon(cart.id, cart.version, 'SUMMER2024'))).toMatchObject({
      serviceCode: 'CouponExpired',
      detail: 'This promotional code expired on 08/31/2024',
    });
    expect(await failureOf(api.removeCoupon(cart.id, cart.version))).toMatchObject({
      serviceCode: 'NoCouponApplied',
      detail: 'Unable to remove coupon',
    });
  });
});
