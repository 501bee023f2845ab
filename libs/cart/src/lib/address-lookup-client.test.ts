// @vitest-environment node
import { isApiError, isTransformError, type HttpFetch } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressLookupClient, type AddressLookupClient } from './address-lookup-client';
import { lookupCountryOf } from './address-lookup-find';
import { lookupAddressToForm } from './address-lookup-retrieve';

// The lookup client against the in-process sandbox's address lookup (contract 4).
let sandbox: TestSandbox;
let lookup: AddressLookupClient;
const requests: string[] = [];

beforeAll(async () => {
  sandbox = await createTestSandbox();
  const fetch: HttpFetch = (request) => {
    requests.push(new URL(request.url).pathname + new URL(request.url).search);
    return sandbox.fetch(request);
  };
  lookup = createAddressLookupClient({ baseUrl: 'http://sandbox.test/address-lookup', fetch });
}, 60_000);
afterAll(() => sandbox?.close());

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('find', () => {
  it('answers nothing, without a request, below 3 characters', async () => {
    requests.length = 0;
    expect(await lookup.find({ text: 'ma' })).toEqual([]);
    expect(await lookup.find({ text: '  ab   ' })).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('suggests streets of the form country and expands a container', async () => {
    const [street, ...others] = await lookup.find({
      text: 'Matlock Arlington',
      country: 'United States of America',
    });
    expect(others).toEqual([]);
    expect(street).toMatchObject({ type: 'Container', text: 'Matlock Road' });
    const addresses = await lookup.find({ text: 'Matlock Arlington', container: street?.id });
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.every((item) => item.type === 'Address')).toBe(true);
    expect(addresses[0]?.description).toBe('Arlington, TX 76001');
  });

  it('sends the lookup country: Puerto Rico searches the US, Canada Canada', async () => {
    requests.length = 0;
    const puertoRico = await lookup.find({ text: 'Calle Fortaleza', country: 'Puerto Rico' });
    expect(puertoRico[0]?.description).toMatch(/^San Juan, PR 009/);
    await lookup.find({ text: 'Main Street', country: 'Canada', limit: 3 });
    expect(requests).toEqual([
      '/address-lookup/find?text=Calle+Fortaleza&country=US',
      '/address-lookup/find?text=Main+Street&country=CA&limit=3',
    ]);
  });

  it('fails with ECX036 when the service refuses', async () => {
    const error = await failureOf(() => lookup.find({ text: 'Main', country: 'CA', limit: 500 }));
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX036', status: 400, serviceCode: 'ValidationError' });
  });
});

describe('retrieve', () => {
  it('answers the full address and fills the form fields (PR shown as the country)', async () => {
    const [street] = await lookup.find({ text: 'Calle Fortaleza', country: 'PR' });
    const [first] = await lookup.find({ text: 'Calle Fortaleza', container: street?.id });
    const address = await lookup.retrieve(first?.id ?? '');
    expect(address).toMatchObject({ city: 'San Juan', state: 'PR', country: 'US' });
    expect(lookupAddressToForm(address)).toEqual({
      streetOrHouseNo: address.streetName,
      street2: address.additionalStreetInfo,
      city: 'San Juan',
      state: 'Puerto Rico',
      postalCode: address.postalCode,
      country: 'Puerto Rico',
    });
  });

  it('answers a Canadian address with the province by name in the form', async () => {
    const [item] = await lookup.find({ text: 'Granville Vancouver', country: 'CA' });
    const first =
      item?.type === 'Container'
        ? (await lookup.find({ text: 'Granville Vancouver', container: item.id }))[0]
        : item;
    const form = lookupAddressToForm(await lookup.retrieve(first?.id ?? ''));
    expect(form).toMatchObject({ country: 'Canada', state: 'British Columbia', city: 'Vancouver' });
  });

  it('fails with ECX037 for an unknown id', async () => {
    const error = await failureOf(() => lookup.retrieve('addr_nowhere'));
    expect(error).toMatchObject({ code: 'ECX037', status: 404, serviceCode: 'AddressNotFound' });
  });
});

describe('cleanse', () => {
  it('answers quality A with the normalised address, E for an unknown one', async () => {
    const [street] = await lookup.find({ text: 'Matlock Arlington' });
    const [first] = await lookup.find({ text: 'Matlock', container: street?.id });
    const known = await lookup.retrieve(first?.id ?? '');
    const results = await lookup.cleanse([
      { ...known, streetName: known.streetName.replace('Road', 'Rd'), city: 'arlington' },
      {
        streetName: '1 Nowhere Lane',
        city: 'Arlington',
        state: 'TX',
        postalCode: '76001',
        country: 'US',
      },
    ]);
    expect(results).toEqual([{ quality: 'A', address: known }, { quality: 'E' }]);
    expect(await lookup.cleanse([])).toEqual([]);
  });

  it('fails with ECX044 when the service refuses', async () => {
    const error = await failureOf(() =>
      lookup.cleanse([
        { streetName: 'x'.repeat(300), city: 'A', state: 'TX', postalCode: '1', country: 'US' },
      ]),
    );
    expect(error).toMatchObject({ code: 'ECX044', status: 400 });
  });
});

describe('errors without an answer', () => {
  it('maps a network failure to the operation code and a wrong answer to a TransformError', async () => {
    const offline = createAddressLookupClient({
      baseUrl: 'http://sandbox.test/address-lookup',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await failureOf(() => offline.find({ text: 'Main' }))).toMatchObject({
      code: 'ECX036',
      status: 0,
    });
    expect(await failureOf(() => offline.retrieve('x'))).toMatchObject({ code: 'ECX037' });

    const wrongService = createAddressLookupClient({
      baseUrl: 'http://sandbox.test/health',
      fetch: (request) =>
        sandbox.fetch(new Request(request.url.replace('/health/find', '/health'), request)),
    });
    expect(isTransformError(await failureOf(() => wrongService.find({ text: 'Main' })))).toBe(true);
  });
});

describe('lookupCountryOf', () => {
  it.each([
    ['United States of America', 'US'],
    ['Puerto Rico', 'US'],
    ['PR', 'US'],
    ['Canada', 'CA'],
    ['', undefined],
    ['Germany', undefined],
    [undefined, undefined],
  ])('%j → %j', (country, code) => {
    expect(lookupCountryOf(country)).toBe(code);
  });
});
