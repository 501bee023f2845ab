import { catalogueSource } from '@storefront/ui-kit/testing';
import { ecxCatalogue } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { ADDRESS_FORM_ERRORS, addressErrorText } from './address-form-errors';
import { addressMessages as compiledAddressMessages } from './address.messages';

const addressMessages = catalogueSource(compiledAddressMessages);

function leaves(value: object, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? leaves(child as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

describe('addressMessages', () => {
  const english = new Map(leaves(addressMessages.en));
  const german = new Map(leaves(addressMessages.de));

  it('has the same keys in English and German, all strings', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
    for (const text of [...english.values(), ...german.values()]) {
      expect(typeof text).toBe('string');
      expect(text).not.toBe('');
    }
  });

  it('translates every German string except the ones spelled the same', () => {
    const same = [...english.keys()].filter((key) => english.get(key) === german.get(key));
    expect(same).toEqual(['form.optional']);
  });

  it('keeps the spec wording and the ECX catalogue text in English', () => {
    expect(addressMessages.en.errors.poBox).toBe(ecxCatalogue.ECX038.message);
    expect(addressMessages.en.errors.poBox).toBe('PO Box address not supported');
    expect(addressMessages.en.errors.emailInvalid).toBe('Invalid Email address');
    expect(addressMessages.en.lookup.failed).toBe(ecxCatalogue.ECX036.message);
    expect(addressMessages.en.lookup.failed).toBe(ecxCatalogue.ECX037.message);
    expect(addressMessages.en.submitFailed).toBe(ecxCatalogue.ECX042.message);
  });

  it('holds every rule message under errors', () => {
    expect(addressMessages.en.errors).toEqual(ADDRESS_FORM_ERRORS);
    expect(Object.keys(addressMessages.de.errors).sort()).toEqual(
      Object.keys(ADDRESS_FORM_ERRORS).sort(),
    );
  });
});

describe('addressErrorText', () => {
  it('gives the English text of a rule key and passes anything else through', () => {
    expect(addressErrorText('errors.cityInvalid')).toBe(
      'Invalid city name: use letters and spaces only',
    );
    expect(addressErrorText('errors.unknown')).toBe('errors.unknown');
    expect(addressErrorText('Something else')).toBe('Something else');
  });
});
