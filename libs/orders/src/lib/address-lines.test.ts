import { describe, expect, it } from 'vitest';
import { addressLines, postalAddressLines } from './address-lines';

const ARLINGTON = {
  company: 'Lovelace Labs',
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetName: '500 Main St',
  additionalStreetInfo: 'Suite 4',
  postalCode: '76011',
  city: 'Arlington',
  state: 'TX',
  country: 'US',
  phone: '8175550100',
  email: 'ada@example.com',
};

describe('addressLines', () => {
  it('lists company, name, postal lines, phone and email', () => {
    expect(addressLines(ARLINGTON)).toEqual([
      'Lovelace Labs',
      'Ada Lovelace',
      '500 Main St',
      'Suite 4',
      'Arlington, TX 76011',
      'US',
      '8175550100',
      'ada@example.com',
    ]);
  });

  it('leaves out missing, null and blank fields', () => {
    expect(
      addressLines({ company: null, firstName: 'Ada', streetName: ' ', city: 'Arlington' }),
    ).toEqual(['Ada', 'Arlington']);
  });
});

describe('postalAddressLines', () => {
  it.each([
    [{ ...ARLINGTON }, ['500 Main St', 'Suite 4', 'Arlington, TX 76011', 'US']],
    [{ city: 'Arlington', postalCode: '76011' }, ['Arlington, 76011']],
    [{ state: 'TX', country: 'US' }, ['TX', 'US']],
    [{}, []],
  ])('%o → %o', (address, lines) => {
    expect(postalAddressLines(address)).toEqual(lines);
  });
});
