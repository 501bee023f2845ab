import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import type { CustomerResponse } from './customers.ts';
import { commerceKit, DEMO_CUSTOMER } from './test-kit.ts';
import type { CommerceKit } from './test-kit.ts';

const sandbox = sandboxPerFile();
const kit: CommerceKit = commerceKit(sandbox);
let demoToken: string;
beforeAll(async () => {
  demoToken = await kit.signIn();
});

const OTTAWA = {
  company: 'Maple Boxes',
  firstName: 'Lee',
  lastName: 'Tremblay',
  streetName: '90 Sparks St',
  postalCode: 'K1P 5B5',
  city: 'Ottawa',
  state: 'on',
  country: 'ca',
  phone: '+1 613 555 0199',
  email: 'LEE@MAPLE.EXAMPLE',
};

describe('GET customers/{customerId}', () => {
  it('answers the demo customer: a business customer allowed to pay by invoice without terms', async () => {
    const response = await kit.call<CustomerResponse>(
      'GET',
      kit.ecommerce(`customers/${DEMO_CUSTOMER.id}`),
      {
        token: demoToken,
      },
    );

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: DEMO_CUSTOMER.id,
      key: DEMO_CUSTOMER.id,
      version: 1,
      email: DEMO_CUSTOMER.email,
      firstName: 'Dana',
      lastName: 'Whitfield',
      companyName: 'Whitfield Candles',
      customerGroup: { key: 'business', name: 'Business' },
      onAccount: false,
      isInvoiceWithoutTermsEnabled: true,
      isAddressIdentical: true,
      defaultBillingAddressId: 'addr_demo_arlington',
      defaultShippingAddressId: 'addr_demo_arlington',
      addresses: [{ id: 'addr_demo_arlington', city: 'Arlington', state: 'TX', country: 'US' }],
    });
  });

  it("needs the customer's own access token", async () => {
    const anonymous = await kit.anonymous();
    const asAnonymous = await kit.call('GET', kit.ecommerce(`customers/${DEMO_CUSTOMER.id}`), {
      token: anonymous.anonymousToken,
    });
    expect(asAnonymous.status).toBe(401);
    expect(asAnonymous.body).toMatchObject({
      title: 'InvalidToken',
      detail: 'Invalid access token',
    });

    const other = await kit.signUp('other-customer@example.com');
    const asOther = await kit.call('GET', kit.ecommerce(`customers/${DEMO_CUSTOMER.id}`), {
      token: other.accessToken,
    });
    expect(asOther.status).toBe(403);

    const fresh = await kit.call<CustomerResponse>(
      'GET',
      kit.ecommerce(`customers/${other.customerId}`),
      {
        token: other.accessToken,
      },
    );
    expect(fresh.body).toMatchObject({
      customerGroup: { key: 'retail' },
      onAccount: false,
      isInvoiceWithoutTermsEnabled: false,
      addresses: [],
      defaultBillingAddressId: null,
    });
  });
});

describe('PATCH customers/{customerId}', () => {
  it('adds, edits and removes addresses with ids and defaults, versioned', async () => {
    const { customerId, accessToken } = await kit.signUp('addresses@example.com');
    const path = kit.ecommerce(`customers/${customerId}`);

    const added = await kit.call<CustomerResponse>('PATCH', path, {
      token: accessToken,
      body: {
        version: 1,
        firstName: 'Lee',
        addresses: [{ ...OTTAWA, isDefaultShippingAddress: true, isDefaultBillingAddress: true }],
        isAddressIdentical: true,
      },
    });
    expect(added.status).toBe(200);
    const [address] = added.body.addresses;
    expect(address).toMatchObject({
      id: expect.stringMatching(/^addr_/),
      state: 'ON',
      country: 'CA',
      email: 'lee@maple.example',
      additionalStreetInfo: null,
    });
    expect(added.body).toMatchObject({
      version: 2,
      firstName: 'Lee',
      defaultBillingAddressId: address?.id,
      defaultShippingAddressId: address?.id,
      isAddressIdentical: true,
    });

    const stale = await kit.call('PATCH', path, {
      token: accessToken,
      body: { version: 1, firstName: 'X' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ title: 'ConcurrentModification', currentVersion: 2 });

    const edited = await kit.call<CustomerResponse>('PATCH', path, {
      token: accessToken,
      body: {
        version: 2,
        addresses: [
          { ...OTTAWA, id: address?.id, streetName: '100 Sparks St' },
          { ...OTTAWA, city: 'Kanata', postalCode: 'K2K 1X7', isDefaultBillingAddress: true },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(
      edited.body.addresses.map((entry) => [
        entry.id === address?.id,
        entry.streetName,
        entry.city,
      ]),
    ).toEqual([
      [true, '100 Sparks St', 'Ottawa'],
      [false, '90 Sparks St', 'Kanata'],
    ]);
    expect(edited.body.defaultShippingAddressId).toBe(address?.id);
    expect(edited.body.defaultBillingAddressId).toBe(edited.body.addresses[1]?.id);

    const unknown = await kit.call('PATCH', path, {
      token: accessToken,
      body: { version: 3, addresses: [{ ...OTTAWA, id: 'addr_someone_else' }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.title).toBe('ValidationError');

    const removed = await kit.call<CustomerResponse>('PATCH', path, {
      token: accessToken,
      body: { version: 3, addresses: [] },
    });
    expect(removed.body).toMatchObject({
      version: 4,
      addresses: [],
      defaultBillingAddressId: null,
      defaultShippingAddressId: null,
    });
  });

  it('refuses countries other than the US and Canada', async () => {
    const { customerId, accessToken } = await kit.signUp('germany@example.com');
    const response = await kit.call('PATCH', kit.ecommerce(`customers/${customerId}`), {
      token: accessToken,
      body: { version: 1, addresses: [{ ...OTTAWA, country: 'DE' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: 'ValidationError' });
    expect(response.body.detail).toContain('must be US or CA');
  });
});
