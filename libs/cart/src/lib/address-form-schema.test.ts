import { describe, expect, it } from 'vitest';
import { toApiAddress, type AddressFormValues } from './address';
import {
  ADDRESS_FIELD_LIMITS,
  EMPTY_ADDRESS_FORM_VALUES,
  addressFormSchema,
  isValidPostalCode,
} from './address-form-schema';
import { ADDRESS_FORM_ERRORS, addressErrorText } from './address-form-errors';

const valid: AddressFormValues = {
  companyName: 'Whitfield Candles',
  firstName: 'Dana',
  surname: 'Whitfield',
  streetOrHouseNo: '750 Matlock Road',
  street2: 'Suite 200',
  postalCode: '76001',
  city: 'Arlington',
  state: 'Texas',
  country: 'United States of America',
  phone: '(817) 555-0134',
  email: 'Dana@Whitfield.example',
};

/** The issues of a value as `field → message`, in English. */
function issuesOf(values: Partial<AddressFormValues>): Record<string, string> {
  const result = addressFormSchema.safeParse({ ...valid, ...values });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), addressErrorText(issue.message)]),
  );
}

// The postal-code rows: a Canadian and a Puerto Rico address around the code, and its error.
const inOttawa = (postalCode: string) => ({
  country: 'Canada',
  state: 'Ontario',
  city: 'Ottawa',
  postalCode,
});
const inSanJuan = (postalCode: string) => ({
  country: 'Puerto Rico',
  state: 'Puerto Rico',
  city: 'San Juan',
  postalCode,
});
const badPostalCode = { postalCode: 'Invalid postal code' };

describe('addressFormSchema', () => {
  it('accepts a complete address and normalises it', () => {
    expect(addressFormSchema.parse(valid)).toEqual({
      ...valid,
      phone: '8175550134',
      email: 'dana@whitfield.example',
    });
  });

  it('names every required field of an empty form (spec section 5)', () => {
    expect(issuesOf(EMPTY_ADDRESS_FORM_VALUES)).toEqual({
      companyName: 'Company name is required',
      firstName: 'First name is required',
      surname: 'Last name is required',
      streetOrHouseNo: 'Street and house number are required',
      city: 'City is required',
      country: 'Country is required',
      state: 'State is required',
      postalCode: 'Postal code is required',
      email: 'Email is required',
    });
  });

  it('reports i18n keys as messages', () => {
    const result = addressFormSchema.safeParse({ ...valid, postalCode: 'nope' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['postalCode'], message: 'errors.postalCodeInvalid' }),
    ]);
  });

  it.each<[string, Partial<AddressFormValues>, Record<string, string>]>([
    // names: first name 1 to 100; last name 1 to 100 (the spec's "10" read as 1, see README)
    ['a one-letter first name', { firstName: 'A' }, {}],
    ['a 100-character first name', { firstName: 'A'.repeat(100) }, {}],
    [
      'a 101-character first name',
      { firstName: 'A'.repeat(101) },
      { firstName: 'First name must be between 1 and 100 characters' },
    ],
    ['a blank first name', { firstName: '   ' }, { firstName: 'First name is required' }],
    ['the surname Lee', { surname: 'Lee' }, {}],
    ['the surname Ng', { surname: 'Ng' }, {}],
    ['a one-letter surname', { surname: 'O' }, {}],
    [
      'a 101-character surname',
      { surname: 'B'.repeat(101) },
      { surname: 'Last name must be between 1 and 100 characters' },
    ],
    [
      'a 101-character company',
      { companyName: 'C'.repeat(101) },
      { companyName: 'Company name must be at most 100 characters' },
    ],
    // city: letters and whitespace only
    ['a city with spaces', { city: 'Salt Lake City' }, {}],
    [
      'a city with accents',
      { city: 'Mayagüez', country: 'Puerto Rico', state: 'Puerto Rico', postalCode: '00680' },
      {},
    ],
    [
      'a city with digits',
      { city: 'Arlington 2' },
      { city: 'Invalid city name: use letters and spaces only' },
    ],
    [
      'a city with a hyphen',
      { city: 'Winston-Salem' },
      { city: 'Invalid city name: use letters and spaces only' },
    ],
    [
      'a city with a period',
      { city: 'St. Louis' },
      { city: 'Invalid city name: use letters and spaces only' },
    ],
    // postal codes
    ['a ZIP+4', { postalCode: '76001-1234' }, {}],
    ['a 4-digit ZIP', { postalCode: '7600' }, badPostalCode],
    ['a ZIP with letters', { postalCode: '7600A' }, badPostalCode],
    ['a Canadian code in a US address', { postalCode: 'K1A 0B1' }, badPostalCode],
    ['a Canadian postal code', inOttawa('K1A 0B1'), {}],
    [
      'a Canadian postal code without space, lower case',
      { country: 'CA', state: 'ON', city: 'Ottawa', postalCode: 'k1a0b1' },
      {},
    ],
    ['a Canadian postal code with D', inOttawa('K1D 0B1'), badPostalCode],
    ['a US ZIP in a Canadian address', inOttawa('76001'), badPostalCode],
    ['a Puerto Rico ZIP', inSanJuan('00901'), {}],
    [
      'a Puerto Rico ZIP 006xx',
      { country: 'Puerto Rico', state: 'Puerto Rico', city: 'Mayaguez', postalCode: '00680' },
      {},
    ],
    ['a mainland ZIP in Puerto Rico', inSanJuan('76001'), badPostalCode],
    [
      'a mainland ZIP for the US state Puerto Rico',
      { state: 'Puerto Rico', city: 'San Juan', postalCode: '10001' },
      badPostalCode,
    ],
    ['a 005xx ZIP in Puerto Rico', inSanJuan('00501'), badPostalCode],
    // country and state
    [
      'a country the store does not ship to',
      { country: 'Germany' },
      { country: 'We ship to the United States and Canada only' },
    ],
    [
      'a state of another country',
      { state: 'Ontario' },
      { state: 'Choose a state or province of the selected country' },
    ],
    ['a state code', { state: 'tx' }, {}],
    [
      'the US state Puerto Rico',
      { state: 'Puerto Rico', city: 'San Juan', postalCode: '00901' },
      {},
    ],
    // phone: optional; +, spaces, hyphens, digits; 9 to 19 characters; 10 digits
    ['no phone', { phone: '' }, {}],
    ['a phone with +1', { phone: '+1 817-555-0134' }, {}],
    [
      'a phone with dots',
      { phone: '817.555.0134' },
      { phone: 'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)' },
    ],
    [
      'a phone with letters',
      { phone: '817 555 CALL' },
      { phone: 'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)' },
    ],
    [
      'an 8-character phone',
      { phone: '555-0134' },
      { phone: 'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)' },
    ],
    [
      'a 20-character phone',
      { phone: '+1 817 555 0134 0000' },
      { phone: 'Phone number may contain only +, spaces, hyphens and digits (9 to 19 characters)' },
    ],
    [
      'a 9-digit phone',
      { phone: '817555013' },
      { phone: 'Phone number must be 10 digits without special characters' },
    ],
    [
      'a UK phone',
      { phone: '+44 20 7946 0958' },
      { phone: 'Phone number must be 10 digits without special characters' },
    ],
    // email
    ['an email without domain', { email: 'dana@' }, { email: 'Invalid Email address' }],
    ['an email with spaces', { email: 'dana @example.com' }, { email: 'Invalid Email address' }],
    // PO boxes (ECX038) in either street line
    [
      'a PO box street',
      { streetOrHouseNo: 'P.O. Box 12' },
      { streetOrHouseNo: 'PO Box address not supported' },
    ],
    ['a PO box in line 2', { street2: 'PO BOX 99' }, { street2: 'PO Box address not supported' }],
    [
      'a 101-character street',
      { streetOrHouseNo: `1 ${'x'.repeat(99)}` },
      { streetOrHouseNo: 'Street and house number must be at most 100 characters' },
    ],
  ])('%s', (_name, values, issues) => {
    expect(issuesOf(values)).toEqual(issues);
  });

  it('marks a PO box issue with the code ECX038', () => {
    const result = addressFormSchema.safeParse({ ...valid, streetOrHouseNo: 'PO Box 7' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['streetOrHouseNo'],
      message: 'errors.poBox',
      params: { code: 'ECX038' },
    });
    expect(ADDRESS_FORM_ERRORS.poBox).toBe('PO Box address not supported');
  });

  it('normalises what it passes on', () => {
    expect(
      addressFormSchema.parse({
        ...valid,
        companyName: '  Whitfield Candles ',
        city: ' Quebec   City ',
        country: 'ca',
        state: 'qc',
        postalCode: ' g1r4p5 ',
        phone: '+1 418 555 0100',
        email: ' Dana@Example.COM ',
      }),
    ).toMatchObject({
      companyName: 'Whitfield Candles',
      city: 'Quebec City',
      country: 'Canada',
      state: 'Quebec',
      postalCode: 'G1R 4P5',
      phone: '4185550100',
      email: 'dana@example.com',
    });
  });

  it('gives values toApiAddress saves, Puerto Rico as the US state PR', () => {
    const parsed = addressFormSchema.parse({
      ...valid,
      country: 'Puerto Rico',
      state: 'Puerto Rico',
      city: 'San Juan',
      postalCode: '00901',
    });
    expect(toApiAddress(parsed)).toEqual({
      company: 'Whitfield Candles',
      firstName: 'Dana',
      lastName: 'Whitfield',
      streetName: '750 Matlock Road',
      additionalStreetInfo: 'Suite 200',
      postalCode: '00901',
      city: 'San Juan',
      state: 'PR',
      country: 'US',
      phone: '8175550134',
      email: 'dana@whitfield.example',
    });
  });

  it('has the limits it checks', () => {
    expect(ADDRESS_FIELD_LIMITS.firstName).toEqual({ min: 1, max: 100 });
    expect(ADDRESS_FIELD_LIMITS.surname).toEqual({ min: 1, max: 100 });
  });
});

describe('isValidPostalCode', () => {
  it.each([
    ['US', '76001', '', true],
    ['United States of America', '76001-0001', 'Texas', true],
    ['US', '00901', 'PR', true],
    ['US', '76001', 'PR', false],
    ['PR', '00999', '', true],
    ['CA', 'H3B 2Y5', '', true],
    ['CA', 'W3B 2Y5', '', false],
    ['CA', 'H3B-2Y5', '', false],
    ['DE', '10115', '', false],
  ])('%s %j (state %j) → %s', (country, postalCode, state, expected) => {
    expect(isValidPostalCode(country, postalCode, state)).toBe(expected);
  });
});
