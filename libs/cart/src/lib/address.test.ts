import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAddressForm, toApiAddress, type AddressFormValues } from './address';
import { EMPTY_ADDRESS_FORM_VALUES } from './address-form-schema';
import { CartError } from './cart-error';
import { ADDRESS_FORM_COUNTRIES, addressFormStatesOf } from './countries';

const formValues: AddressFormValues = {
  companyName: 'Acme Packaging',
  firstName: 'Ada',
  surname: 'Lovelace',
  streetOrHouseNo: '1 Main Street',
  street2: 'Suite 400',
  postalCode: '10001',
  city: 'New York',
  state: 'New York',
  country: 'United States of America',
  phone: '+1 212-555-0100',
  email: 'Ada@Example.com',
};

/** {@link formValues} as the API keeps it. */
const apiAddress = {
  company: 'Acme Packaging',
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '1 Main Street',
  additionalStreetInfo: 'Suite 400',
  postalCode: '10001',
  city: 'New York',
  state: 'NY',
  country: 'US',
  phone: '+1 212-555-0100',
  email: 'ada@example.com',
};

function errorOf(run: () => unknown): CartError {
  try {
    run();
  } catch (error) {
    if (error instanceof CartError) return error;
    throw error;
  }
  throw new Error('expected a CartError');
}

describe('toApiAddress', () => {
  it('renames the fields, stores codes and lowercases the email', () => {
    expect(toApiAddress(formValues)).toEqual(apiAddress);
  });

  it('leaves out empty optional fields and trims values', () => {
    expect(
      toApiAddress({
        ...formValues,
        companyName: '  ',
        street2: '',
        phone: '',
        email: '',
        city: '  Toronto ',
        country: 'Canada',
        state: 'Ontario',
      }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetName: '1 Main Street',
      postalCode: '10001',
      city: 'Toronto',
      state: 'ON',
      country: 'CA',
    });
  });

  it.each([
    // Codes and any letter case
    ['ca', 'qc', 'CA', 'QC'],
    ['US', 'texas', 'US', 'TX'],
    // The country Puerto Rico is saved as the United States with the state PR
    ['Puerto Rico', 'Puerto Rico', 'US', 'PR'],
    ['PR', 'PR', 'US', 'PR'],
    ['Puerto Rico', '', 'US', 'PR'],
    // The United States with the state Puerto Rico stays
    ['United States of America', 'Puerto Rico', 'US', 'PR'],
  ])('saves country %j, state %j as %s %s', (country, state, apiCountry, apiState) => {
    expect(toApiAddress({ ...formValues, country, state })).toMatchObject({
      country: apiCountry,
      state: apiState,
    });
  });

  it('rejects a country the storefront does not ship to (ECX042, field country)', () => {
    const error = errorOf(() => toApiAddress({ ...formValues, country: 'Germany' }));
    expect(error).toMatchObject({ code: 'ECX042', field: 'country' });
    expect(error.message).toBe(
      'Country "Germany" is not supported; choose United States of America or Canada',
    );
  });

  it('rejects a missing country', () => {
    expect(errorOf(() => toApiAddress({ ...formValues, country: ' ' }))).toMatchObject({
      code: 'ECX042',
      field: 'country',
      message: 'Country is required',
    });
  });

  it('rejects a missing state or one of another country (ECX042, field state)', () => {
    expect(errorOf(() => toApiAddress({ ...formValues, state: '' }))).toMatchObject({
      code: 'ECX042',
      field: 'state',
      message: 'State is required',
    });
    expect(
      errorOf(() => toApiAddress({ ...formValues, country: 'Canada', state: 'Texas' })),
    ).toMatchObject({
      code: 'ECX042',
      field: 'state',
      message: 'State "Texas" is not a state or province of Canada',
    });
    expect(
      errorOf(() => toApiAddress({ ...formValues, country: 'Puerto Rico', state: 'Ohio' })),
    ).toMatchObject({ code: 'ECX042', field: 'state' });
  });
});

describe('toAddressForm', () => {
  it('renames the fields and shows names for codes', () => {
    expect(toAddressForm(apiAddress)).toEqual({ ...formValues, email: 'ada@example.com' });
  });

  it('fills missing and null fields with empty strings', () => {
    expect(toAddressForm({ firstName: 'Ada', company: null })).toEqual({
      ...EMPTY_ADDRESS_FORM_VALUES,
      firstName: 'Ada',
    });
  });

  it('shows Puerto Rico as the country when the state is Puerto Rico', () => {
    expect(toAddressForm({ country: 'US', state: 'PR' })).toMatchObject({
      country: 'Puerto Rico',
      state: 'Puerto Rico',
    });
    expect(
      toAddressForm({ country: 'United States of America', state: 'Puerto Rico' }),
    ).toMatchObject({
      country: 'Puerto Rico',
      state: 'Puerto Rico',
    });
  });

  it('shows Canadian provinces by name', () => {
    expect(toAddressForm({ country: 'CA', state: 'BC' })).toMatchObject({
      country: 'Canada',
      state: 'British Columbia',
    });
  });

  it('keeps codes it does not know, so nothing the service holds is lost', () => {
    expect(toAddressForm({ country: 'DE', state: 'BY' })).toMatchObject({
      country: 'DE',
      state: 'BY',
    });
    expect(toAddressForm({ country: 'US', state: 'XX' })).toMatchObject({
      country: 'United States of America',
      state: 'XX',
    });
  });

  it('round-trips a Puerto Rico address', () => {
    const shown = toAddressForm(
      toApiAddress({ ...formValues, country: 'Puerto Rico', state: 'Puerto Rico' }),
    );
    expect(shown).toMatchObject({ country: 'Puerto Rico', state: 'Puerto Rico' });
    expect(toApiAddress(shown)).toMatchObject({ country: 'US', state: 'PR' });
  });
});

describe('conversion round trips (fast-check)', () => {
  const word = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}[A-Za-z]$/);
  const optionalText = fc.oneof(fc.constant(''), word);
  const region = fc
    .constantFrom(...ADDRESS_FORM_COUNTRIES)
    .chain((country) =>
      fc.tuple(fc.constant(country), fc.constantFrom(...addressFormStatesOf(country.code))),
    );
  const formValues = fc.record({
    companyName: optionalText,
    firstName: word,
    surname: word,
    streetOrHouseNo: word,
    street2: optionalText,
    postalCode: fc.stringMatching(/^\d{5}$/),
    city: word,
    region,
    phone: fc.oneof(fc.constant(''), fc.stringMatching(/^\d{10}$/)),
    email: fc.oneof(fc.constant(''), fc.constant('ada@example.com')),
  });

  it('form → API → form keeps every value (Puerto Rico shown as the country)', () => {
    fc.assert(
      fc.property(formValues, ({ region: [country, state], ...rest }) => {
        const values: AddressFormValues = { ...rest, country: country.name, state: state.name };
        const shown = toAddressForm(toApiAddress(values));
        const puertoRico = state.code === 'PR';
        expect(shown).toEqual({
          ...values,
          country: puertoRico ? 'Puerto Rico' : country.name,
        });
      }),
    );
  });

  it('API → form → API keeps every value (US/PR stays US/PR)', () => {
    fc.assert(
      fc.property(formValues, ({ region: [country, state], ...rest }) => {
        const api = toApiAddress({ ...rest, country: country.name, state: state.name });
        expect(toApiAddress(toAddressForm(api))).toEqual(api);
        expect(api.country).toBe(country.code === 'CA' ? 'CA' : 'US');
        expect(api.state).toBe(state.code);
      }),
    );
  });
});
