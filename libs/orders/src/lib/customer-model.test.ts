import { describe, expect, it } from 'vitest';
import {
  customerSchema,
  defaultAddressOf,
  defaultAddressUpdate,
  isSameAddress,
  newsletterAudienceId,
} from './customer-model';
import { DEMO_ADDRESS } from './testing/sample-orders';

const ARLINGTON = { id: 'addr_1', ...DEMO_ADDRESS };
const OTTAWA = {
  firstName: 'Lee',
  lastName: 'Tremblay',
  streetName: '90 Sparks St',
  postalCode: 'K1P 5B5',
  city: 'Ottawa',
  state: 'ON',
  country: 'CA',
};

const customerWith = (overrides: Record<string, unknown>) =>
  customerSchema.parse({
    id: 'cus_1',
    version: 4,
    email: 'demo@boxup.example',
    addresses: [ARLINGTON],
    defaultBillingAddressId: 'addr_1',
    defaultShippingAddressId: 'addr_1',
    ...overrides,
  });

describe('defaultAddressOf', () => {
  it('finds the default addresses', () => {
    const customer = customerWith({});
    expect(defaultAddressOf(customer, 'billing')?.city).toBe('Arlington');
    expect(
      defaultAddressOf(customerWith({ defaultShippingAddressId: null }), 'shipping'),
    ).toBeNull();
  });
});

describe('defaultAddressUpdate', () => {
  it('adds a new default when both defaults share the address, so the other one stays', () => {
    const update = defaultAddressUpdate(customerWith({}), 'billing', OTTAWA);
    expect(update.version).toBe(4);
    expect(update.addresses).toHaveLength(2);
    expect(update.addresses?.[0]).toMatchObject({ id: 'addr_1', city: 'Arlington' });
    expect(update.addresses?.[1]).toMatchObject({
      city: 'Ottawa',
      company: null,
      phone: null,
      isDefaultBillingAddress: true,
    });
    expect(update.addresses?.[1]).not.toHaveProperty('id');
  });

  it('edits the default in place when only it uses the address, clearing emptied fields', () => {
    const customer = customerWith({
      addresses: [ARLINGTON, { ...ARLINGTON, id: 'addr_2', city: 'Dallas' }],
      defaultShippingAddressId: 'addr_2',
    });
    const update = defaultAddressUpdate(customer, 'shipping', { ...OTTAWA, company: '' });
    expect(update.addresses).toEqual([
      expect.objectContaining({ id: 'addr_1', city: 'Arlington' }),
      expect.objectContaining({ id: 'addr_2', city: 'Ottawa', company: null }),
    ]);
  });

  it('adds the first address of a customer without any', () => {
    const update = defaultAddressUpdate(
      customerWith({
        addresses: [],
        defaultBillingAddressId: null,
        defaultShippingAddressId: null,
      }),
      'shipping',
      OTTAWA,
    );
    expect(update.addresses).toEqual([
      expect.objectContaining({ city: 'Ottawa', isDefaultShippingAddress: true }),
    ]);
  });
});

describe('isSameAddress', () => {
  it('ignores case, surrounding blanks, phone and email', () => {
    const typedAgain = {
      ...DEMO_ADDRESS,
      city: ` ${DEMO_ADDRESS.city.toUpperCase()} `,
      phone: '+1 555 0100',
      email: 'other@example.com',
    };
    expect(isSameAddress(DEMO_ADDRESS, typedAgain)).toBe(true);
  });

  it('tells another place or recipient apart, and a missing address from any', () => {
    expect(isSameAddress(ARLINGTON, OTTAWA)).toBe(false);
    expect(isSameAddress(DEMO_ADDRESS, { ...DEMO_ADDRESS, additionalStreetInfo: 'Suite 2' })).toBe(
      false,
    );
    expect(isSameAddress(DEMO_ADDRESS, { ...DEMO_ADDRESS, firstName: 'Lee' })).toBe(false);
    expect(isSameAddress(null, DEMO_ADDRESS)).toBe(false);
    expect(isSameAddress(undefined, undefined)).toBe(false);
  });
});

describe('newsletterAudienceId', () => {
  it('is the store id with -newsletter', () => {
    expect(newsletterAudienceId('boxup')).toBe('boxup-newsletter');
  });
});
