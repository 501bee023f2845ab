import { describe, expect, it } from 'vitest';
import { expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import { addressDataSet } from './dataset.ts';
import type { CleanseResult, FindItem, LookupAddress } from './search.ts';

const sandbox = sandboxPerFile();

async function find(query: Record<string, string>) {
  const response = await sandbox.fetch(`/address-lookup/find?${new URLSearchParams(query)}`);
  return { status: response.status, body: (await response.json()) as { items: FindItem[] } };
}

async function retrieve(id: string) {
  const response = await sandbox.fetch(`/address-lookup/retrieve?${new URLSearchParams({ id })}`);
  return {
    status: response.status,
    body: (await response.json()) as { address: LookupAddress; title?: string },
  };
}

async function cleanse(body: unknown) {
  const response = await sandbox.fetch('/address-lookup/cleanse', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /address-lookup/find', () => {
  it.each<Record<string, string>>([{}, { text: '' }, { text: 'ab' }, { text: '  ab  ' }])(
    'answers 400 TextTooShort for %j',
    async (query) => {
      const { status, body } = await find(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        title: 'TextTooShort',
        detail: 'text must be at least 3 characters',
      });
    },
  );

  it('suggests addresses from three characters on', async () => {
    const { status, body } = await find({ text: 'Gra', country: 'CA' });
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item).toEqual({
        id: expect.any(String),
        type: expect.stringMatching(/^(Address|Container)$/),
        text: expect.any(String),
        description: expect.any(String),
      });
    }
  });

  it('finds Arlington, TX 76001 and groups a street with many numbers into a container', async () => {
    const { body } = await find({ text: 'Matlock Arlington', country: 'US' });
    expect(body.items).toEqual([
      {
        id: 'street_us-tx-arlington-matlock-road',
        type: 'Container',
        text: 'Matlock Road',
        description: expect.stringMatching(/^Arlington, TX 76001 - \d+ Addresses$/),
      },
    ]);

    const expandedStreet = await find({
      text: 'Matlock Arlington',
      container: 'street_us-tx-arlington-matlock-road',
    });
    expect(expandedStreet.body.items.length).toBeGreaterThan(3);
    for (const item of expandedStreet.body.items) {
      expect(item.type).toBe('Address');
      expect(item.text).toMatch(/^\d+ Matlock Road/);
      expect(item.description).toBe('Arlington, TX 76001');
    }
  });

  it('lists single addresses when the house number narrows the street down', async () => {
    const street = addressDataSet().streetsById.get('street_us-tx-arlington-matlock-road');
    const address = street?.addresses[1];
    if (!address) throw new Error('seed changed');
    const { body } = await find({ text: `${address.houseNumber} matl` });
    expect(body.items[0]).toEqual({
      id: address.id,
      type: 'Address',
      text: expect.stringMatching(new RegExp(`^${address.streetName}`)),
      description: 'Arlington, TX 76001',
    });
  });

  it('matches accents, abbreviations and postal codes loosely', async () => {
    expect((await find({ text: 'mayaguez' })).body.items.length).toBeGreaterThan(0);
    expect((await find({ text: 'green oaks blvd' })).body.items[0]?.text).toBe(
      'Green Oaks Boulevard',
    );
    expect((await find({ text: '76001' })).body.items.length).toBeGreaterThan(0);
  });

  it('filters by country: Canada only Canadian, the US includes Puerto Rico', async () => {
    const canada = await find({ text: 'Main Street', country: 'CA' });
    expect(canada.body.items.length).toBeGreaterThan(0);
    for (const item of canada.body.items) expect(item.description).toMatch(/, MB /);

    const puertoRico = await find({ text: 'San Juan', country: 'us' });
    expect(puertoRico.body.items.length).toBeGreaterThan(0);
    for (const item of puertoRico.body.items) {
      expect(item.description).toMatch(/^San Juan, PR 009\d\d/);
    }
  });

  it('keeps to the limit and rejects bad query values', async () => {
    expect((await find({ text: 'street', limit: '2' })).body.items).toHaveLength(2);
    expect((await find({ text: 'street' })).body.items).toHaveLength(10);

    const badCountry = await find({ text: 'street', country: 'DE' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body).toMatchObject({
      title: 'ValidationError',
      errors: [{ path: 'country', message: 'must be US or CA' }],
    });
    const badLimit = await find({ text: 'street', limit: '0' });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body).toMatchObject({ errors: [{ path: 'limit' }] });
  });

  it('answers no items for nothing found or an unknown container', async () => {
    expect((await find({ text: 'zzzz' })).body).toEqual({ items: [] });
    expect((await find({ text: 'main', container: 'street_nowhere' })).body).toEqual({
      items: [],
    });
  });
});

describe('GET /address-lookup/retrieve', () => {
  it('answers the full address of a suggestion', async () => {
    const [first] = (await find({ text: 'Calle Fortaleza' })).body.items;
    const items = (await find({ text: 'Calle Fortaleza', container: first?.id ?? '' })).body.items;
    const { status, body } = await retrieve(items[0]?.id ?? '');
    expect(status).toBe(200);
    expect(body.address).toEqual({
      streetName: expect.stringMatching(/^\d+ Calle Fortaleza$/),
      additionalStreetInfo: expect.any(String),
      city: 'San Juan',
      state: 'PR',
      postalCode: expect.stringMatching(/^009\d\d$/),
      country: 'US',
    });
  });

  it('answers a Canadian address with its province code', async () => {
    const granville = addressDataSet().addresses.find(
      (address) => address.street === 'Granville Street',
    );
    const [item] = (await find({ text: `${granville?.houseNumber} granville` })).body.items;
    const { body } = await retrieve(item?.id ?? '');
    expect(body.address).toMatchObject({ city: 'Vancouver', state: 'BC', country: 'CA' });
    expect(body.address.postalCode).toMatch(/^V6[BZ] \d[A-Z]\d$/);
  });

  it('answers 404 AddressNotFound for an unknown id or a container id', async () => {
    for (const id of ['addr_nowhere', 'street_us-tx-arlington-matlock-road']) {
      const { status, body } = await retrieve(id);
      expect(status).toBe(404);
      expect(body).toMatchObject({ title: 'AddressNotFound', detail: `No address with id ${id}` });
    }
  });

  it('answers 400 ValidationError without an id', async () => {
    const response = await sandbox.fetch('/address-lookup/retrieve');
    await expectAnswerMatching(response, 400, {
      title: 'ValidationError',
      errors: [{ path: 'id' }],
    });
  });
});

describe('POST /address-lookup/cleanse', () => {
  const seeded = addressDataSet().streetsById.get('street_us-tx-arlington-matlock-road')
    ?.addresses[0];

  it('answers A with the normalised address for a match, E for none, in order', async () => {
    if (!seeded) throw new Error('seed changed');
    const { status, body } = await cleanse({
      addresses: [
        {
          streetName: seeded.streetName.replace('Road', 'rd.').toLowerCase(),
          additionalStreetInfo: ' Suite 5 ',
          city: 'ARLINGTON',
          state: 'Texas',
          postalCode: '76001-4321',
          country: 'us',
        },
        {
          streetName: '1 Nowhere Lane',
          city: 'Arlington',
          state: 'TX',
          postalCode: '76001',
          country: 'US',
        },
      ],
    });
    expect(status).toBe(200);
    expect(body['results']).toEqual([
      {
        quality: 'A',
        address: {
          streetName: seeded.streetName,
          additionalStreetInfo: 'Suite 5',
          city: 'Arlington',
          state: 'TX',
          postalCode: '76001',
          country: 'US',
        },
      },
      { quality: 'E' },
    ] satisfies CleanseResult[]);
  });

  it('matches Puerto Rico given as a country and Canadian codes without the space', async () => {
    const pr = addressDataSet().addresses.find((address) => address.state === 'PR');
    const ca = addressDataSet().addresses.find((address) => address.city === 'Montréal');
    if (!pr || !ca) throw new Error('seed changed');
    const { body } = await cleanse({
      addresses: [
        { ...pr, country: 'Puerto Rico', state: '' },
        { ...pr, country: 'Puerto Rico', state: 'TX' },
        { ...ca, city: 'Montreal', postalCode: ca.postalCode.replace(' ', '').toLowerCase() },
      ],
    });
    expect(body['results']).toEqual([
      { quality: 'A', address: expect.objectContaining({ state: 'PR', country: 'US' }) },
      { quality: 'E' },
      {
        quality: 'A',
        address: expect.objectContaining({ city: 'Montréal', postalCode: ca.postalCode }),
      },
    ]);
  });

  it('answers 400 ValidationError for a malformed body', async () => {
    const empty = await cleanse({ addresses: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ title: 'ValidationError', errors: [{ path: 'addresses' }] });
    const missing = await cleanse({ addresses: [{ streetName: '1 Main Street' }] });
    expect(missing.status).toBe(400);
    expect(missing.body['errors']).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'addresses.0.city' })]),
    );
  });
});
