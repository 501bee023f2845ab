import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import { commerceKit, DEMO_CUSTOMER } from './test-kit.ts';
import type { AnonymousSession } from './test-kit.ts';
import type { CartResponse } from '../../db/schema-commerce-documents.ts';

const sandbox = sandboxPerFile();
const kit = commerceKit(sandbox);

const MAILER = { productKey: 'custom-mailer-box', quantity: 100 };
const INSERT = { productKey: 'shipping-box-insert', quantity: 25 };
const sample = (productKey: string) => ({ productKey, quantity: 1 });
const PASSWORD = 'Sturdy#Box9';

let customers = 0;
async function newCustomer() {
  customers += 1;
  const email = `merge-${customers}@example.com`;
  const { customerId, accessToken } = await kit.signUp(email);
  return { email, customerId, accessToken };
}

async function anonymousCart(lineItems: unknown[], extra: Record<string, unknown> = {}) {
  const session = await kit.anonymous();
  const response = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
    token: session.anonymousToken,
    body: { lineItems, ...extra },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { session, cart: response.body };
}

async function signInFrom(email: string, session: AnonymousSession) {
  return kit.signIn({ email, password: PASSWORD }, session);
}

describe('anonymous carts at sign-in', () => {
  it('become the customer cart when the customer has none (same id, next version)', async () => {
    const customer = await newCustomer();
    const { session, cart } = await anonymousCart([MAILER], { customerEmail: 'guest@example.com' });

    const token = await signInFrom(customer.email, session);
    const response = await kit.call<CartResponse>(
      'GET',
      kit.ecommerce(`customers/${customer.customerId}/cart`),
      { token },
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: cart.id,
      version: 2,
      customerId: customer.customerId,
      customerEmail: customer.email,
      cartState: 'Active',
    });
    expect(response.body.lineItems.map((line) => line.productKey)).toEqual(['custom-mailer-box']);
    // The anonymous token no longer reaches the cart.
    const anonymous = await kit.call('GET', kit.ecommerce(`carts/${cart.id}`), {
      token: session.anonymousToken,
    });
    expect(anonymous.status).toBe(404);
  });

  it("merge into the customer's cart: lines appended, coupon and addresses kept, the anonymous cart Merged", async () => {
    const customer = await newCustomer();
    const own = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token: customer.accessToken,
      body: { lineItems: [INSERT] },
    });
    expect(own.status).toBe(201);
    const { session, cart: anonymous } = await anonymousCart([MAILER]);
    const withCoupon = await kit.call<CartResponse>(
      'PATCH',
      kit.ecommerce(`carts/${anonymous.id}/couponCode`),
      { token: session.anonymousToken, body: { version: 1, couponCode: 'FIRSTRUN10' } },
    );
    expect(withCoupon.status).toBe(200);

    const token = await signInFrom(customer.email, session);
    const merged = await kit.call<CartResponse>('POST', kit.ecommerce('get-user-cart'), {
      token,
      body: {},
    });

    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ id: own.body.id, version: 2, couponCode: 'FIRSTRUN10' });
    expect(merged.body.lineItems.map((line) => line.productKey)).toEqual([
      'shipping-box-insert',
      'custom-mailer-box',
    ]);
    const old = await kit.call<CartResponse>('GET', kit.ecommerce(`carts/${anonymous.id}`), {
      token,
    });
    expect(old.body).toMatchObject({ cartState: 'Merged', mergedIntoCartId: own.body.id });
    const change = await kit.call('PATCH', kit.ecommerce(`carts/${anonymous.id}/couponCode`), {
      token,
      body: { version: old.body.version, couponCode: null },
    });
    expect(change.status).toBe(400);
    expect(change.body.title).toBe('CartNotActive');
  });

  it('keeps the three-sample limit and one sample per size and style when merging', async () => {
    const customer = await newCustomer();
    const own = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token: customer.accessToken,
      body: { lineItems: [sample('custom-mailer-box-sample'), sample('shipping-box-sample')] },
    });
    expect(own.status).toBe(201);
    const { session } = await anonymousCart([
      sample('custom-mailer-box-sample'),
      sample('custom-gable-box-sample'),
      sample('custom-square-mailer-box-sample'),
    ]);

    const token = await signInFrom(customer.email, session);
    const merged = await kit.call<CartResponse>(
      'GET',
      kit.ecommerce(`customers/${customer.customerId}/cart`),
      { token },
    );

    expect(merged.body.lineItems.map((line) => line.productKey)).toEqual([
      'custom-mailer-box-sample',
      'shipping-box-sample',
      'custom-gable-box-sample',
    ]);
  });

  it('gives the demo customer a new cart with the saved default addresses', async () => {
    const session = await kit.anonymous();
    const token = await kit.signIn(DEMO_CUSTOMER, session);
    const created = await kit.call<CartResponse>('POST', kit.ecommerce('carts'), {
      token,
      body: { lineItems: [MAILER] },
    });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customerId: DEMO_CUSTOMER.id,
      customerEmail: DEMO_CUSTOMER.email,
      billingAddress: { firstName: 'Dana', city: 'Arlington', state: 'TX', country: 'US' },
      shippingAddress: { postalCode: '76011' },
    });
  });

  it('answers 404 CartNotFound to get-user-cart when the shopper has no cart, and 403 for another customer', async () => {
    const customer = await newCustomer();
    const none = await kit.call('POST', kit.ecommerce('get-user-cart'), {
      token: customer.accessToken,
      body: {},
    });
    expect(none.status).toBe(404);
    expect(none.body.title).toBe('CartNotFound');

    const other = await kit.call('GET', kit.ecommerce(`customers/${DEMO_CUSTOMER.id}/cart`), {
      token: customer.accessToken,
    });
    expect(other.status).toBe(403);
  });
});
