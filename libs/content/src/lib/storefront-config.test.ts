import { describe, expect, it } from 'vitest';
import { ContentError } from './content-error';
import { parseStorefrontConfig, storefrontConfigSchema } from './storefront-config';

const valid = {
  tenantId: 'boxup-na',
  storefrontId: 'boxup',
  accountId: 'acc-100',
  companyId: 'co-200',
  edoGroupId: 'edo-300',
};

function errorOf(input: unknown): ContentError {
  try {
    parseStorefrontConfig(input);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('parseStorefrontConfig', () => {
  it('returns a valid config', () => {
    expect(parseStorefrontConfig(valid)).toEqual(valid);
  });

  it('trims ids and drops unknown fields', () => {
    expect(parseStorefrontConfig({ ...valid, storefrontId: ' boxup ', schemaVersion: 3 })).toEqual(
      valid,
    );
  });

  it.each(['tenantId', 'storefrontId', 'accountId', 'companyId', 'edoGroupId'])(
    'names a missing %s',
    (field) => {
      const error = errorOf({ ...valid, [field]: undefined });
      expect(error).toMatchObject({ code: 'ECX003', field });
      expect(error.message).toBe(`Invalid storefront config: ${field} is required`);
    },
  );

  it('names an empty id and a wrong type', () => {
    expect(errorOf({ ...valid, edoGroupId: '  ' }).message).toBe(
      'Invalid storefront config: edoGroupId must not be empty',
    );
    expect(errorOf({ ...valid, accountId: 42 }).message).toBe(
      'Invalid storefront config: accountId must be a string',
    );
    expect(errorOf({ ...valid, companyId: null }).message).toBe(
      'Invalid storefront config: companyId is required',
    );
  });

  it('lists every wrong field', () => {
    const error = errorOf({ storefrontId: 'boxup', accountId: 'a', companyId: 'c' });
    expect(error.field).toBe('tenantId');
    expect(error.issues).toEqual([
      { field: 'tenantId', message: 'tenantId is required' },
      { field: 'edoGroupId', message: 'edoGroupId is required' },
    ]);
    expect(error.message).toBe(
      'Invalid storefront config: tenantId is required; edoGroupId is required',
    );
  });

  it.each([null, undefined, 'boxup', 7, [valid]])('rejects %j, which is not an object', (input) => {
    const error = errorOf(input);
    expect(error).toMatchObject({ code: 'ECX003', field: '(root)' });
    expect(error.message).toBe('Invalid storefront config: storefront config must be an object');
  });
});

describe('storefrontConfigSchema', () => {
  it('is usable on its own', () => {
    expect(storefrontConfigSchema.safeParse(valid).success).toBe(true);
    expect(storefrontConfigSchema.safeParse({}).success).toBe(false);
  });
});
