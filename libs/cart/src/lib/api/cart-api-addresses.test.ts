// @vitest-environment node
import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { describe, expect, it } from 'vitest';
import { anonymousCartWithMailers, failureOf, readyToPay } from '../testing/cart-api-sandbox';
import {
  ARLINGTON,
  DEMO_CUSTOMER,
  anonymousShopper,
  cartApiFor,
  newCustomer,
  signIn,
} from '../testing/sandbox-shopper';

const sandbox = sandboxPerFile();

describe('delivery options and addresses', () => {
  it('offers options per line, sets one and quotes to the address', async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const options = await api.getDeliveryOptions(cart.id);
    const item = options.items[0]!;
    expect(item.selectedDeliveryOptionId).toBe('edo-standard');
    expect(item.deliveryOptions.map((option) => option.name)).toEqual([
      'Standard',
      'Expedited',
      'Express',
    ]);
    const expedited = await api.setShippingMethods(cart.id, cart.version, [
      { lineItemId: item.lineItemId, eCommerceDeliveryOptionId: 'edo-expedited' },
    ]);
    expect(expedited.customLineItems[0]).toMatchObject({
      eCommerceDeliveryOptionId: 'edo-expedited',
      name: 'Expedited',
    });
    const addressed = await readyToPay(api, expedited);
    expect(addressed.shippingAddress).toMatchObject({ city: 'Arlington', state: 'TX' });
    expect(addressed.taxedPrice?.totalTax).toMatchObject({ centAmount: expect.any(Number) });
    expect(addressed.recalculationFlags?.reasons).toEqual([]);
  });

  it("answers 422 for a postal code that does not fit the address's country", async () => {
    const { api, cart } = await anonymousCartWithMailers(sandbox);
    const odd = await api.updateCartAddresses(cart.id, cart.version, {
      shippingAddress: { ...ARLINGTON, postalCode: '7601' },
    });
    const error = await failureOf(api.getDeliveryOptions(odd.id));
    expect(error).toMatchObject({
      status: 422,
      code: 'ECX018',
      serviceCode: 'ShippingOptionsUnavailable',
      detail: 'Unable to recieve Shipping Options for the given Postal Code',
    });
  });

  it('quotes products not in a cart', async () => {
    const api = cartApiFor(sandbox, await anonymousShopper(sandbox));
    const { items } = await api.getShippingMethods({
      items: [{ productKey: 'custom-mailer-box', quantity: 250 }],
    });
    expect(items[0]?.deliveryOptions[0]?.displayNames[0]).toBe('Standard');
  });
});

describe('customers', () => {
  it('reads the demo customer and adds a saved address (version + 1)', async () => {
    const customer = await newCustomer(sandbox, 'addresses');
    const api = cartApiFor(sandbox, customer);
    const before = await api.getCustomer(customer.customerId!);
    expect(before.addresses).toEqual([]);
    const after = await api.updateCustomer(customer.customerId!, {
      version: before.version,
      addresses: [{ ...ARLINGTON, isDefaultShippingAddress: true }],
    });
    expect(after.version).toBe(before.version + 1);
    expect(after.addresses).toHaveLength(1);
    expect(after.defaultShippingAddressId).toBe(after.addresses[0]?.id);
  });

  it('refuses another customer (403, ECX009)', async () => {
    const customer = await newCustomer(sandbox, 'other');
    const error = await failureOf(cartApiFor(sandbox, customer).getCustomer(DEMO_CUSTOMER.id));
    expect(error).toMatchObject({ status: 403, code: 'ECX009' });
  });

  it("merges an anonymous cart into the customer's at sign-in", async () => {
    const customer = await newCustomer(sandbox, 'merge');
    const anonymous = await anonymousShopper(sandbox);
    const cart = await cartApiFor(sandbox, anonymous).createCart({
      lineItems: [{ productKey: 'custom-gable-box', quantity: 50 }],
    });
    const signedIn = await signIn(sandbox, customer.credentials!, anonymous);
    const customerApi = cartApiFor(sandbox, signedIn);
    const merged = await customerApi.getCustomerCart(signedIn.customerId!);
    expect(merged.id).toBe(cart.id);
    expect(merged.customerId).toBe(signedIn.customerId);
    expect((await customerApi.getUserCart()).id).toBe(cart.id);
  });
});
