import { describe, expect, it } from 'vitest';
import { DEFAULT_CULTURES, identityConfigSchema, parseIdentityConfig } from './identity-config';
import { IdentityError } from './identity-error';
import { TENANTS, TENANT_CULTURES } from './tenant-cultures';

const northAmerica = {
  tenant: 'north-america',
  storeFrontId: 'boxup',
  authenticationBaseUrl: 'https://auth.example/',
  identityProviderBaseUrl: 'https://idp.example',
  identityProviderClientId: 'client-1',
  tokenAudience: 'https://api.example',
};
const anonKey = 'Abcdefghij0123456789XY';

function errorOf(input: unknown): IdentityError {
  try {
    parseIdentityConfig(input);
  } catch (error) {
    if (error instanceof IdentityError) return error;
    throw error;
  }
  throw new Error('expected an IdentityError');
}

describe('tenants and cultures', () => {
  it('match the spec', () => {
    expect(TENANTS).toEqual(['north-america', 'germany']);
    expect([...TENANT_CULTURES.germany].sort()).toEqual(['de', 'de-DE', 'en', 'en-US']);
    expect([...TENANT_CULTURES['north-america']].sort()).toEqual(['en-CA', 'en-US']);
    expect(DEFAULT_CULTURES).toEqual({ 'north-america': 'en-US', germany: 'de' });
  });
});

describe('parseIdentityConfig', () => {
  it('fills in defaults and trims base URLs', () => {
    expect(parseIdentityConfig(northAmerica)).toEqual({
      ...northAmerica,
      authenticationBaseUrl: 'https://auth.example',
      culture: 'en-US',
      enableAnon: false,
    });
  });

  it('uses the German default culture', () => {
    expect(parseIdentityConfig({ ...northAmerica, tenant: 'germany' }).culture).toBe('de');
  });

  it.each([
    ['germany', 'de'],
    ['germany', 'de-DE'],
    ['germany', 'en'],
    ['germany', 'en-US'],
    ['north-america', 'en-CA'],
    ['north-america', 'en-US'],
  ])('allows %s with %s', (tenant, culture) => {
    expect(parseIdentityConfig({ ...northAmerica, tenant, culture }).culture).toBe(culture);
  });

  it('matches the culture without regard to letter case', () => {
    expect(
      parseIdentityConfig({ ...northAmerica, tenant: 'germany', culture: 'de-de' }).culture,
    ).toBe('de-DE');
  });

  it('treats a blank culture as none', () => {
    expect(parseIdentityConfig({ ...northAmerica, culture: ' ' }).culture).toBe('en-US');
  });

  it.each([
    ['north-america', 'de'],
    ['north-america', 'en'],
    ['germany', 'en-CA'],
    ['germany', 'fr-FR'],
  ])('rejects %s with %s (INVALID_CULTURE)', (tenant, culture) => {
    const error = errorOf({ ...northAmerica, tenant, culture });
    expect(error).toMatchObject({ reason: 'INVALID_CULTURE', field: 'culture' });
    expect(error.message).toBe(
      `Invalid identity configuration: culture "${culture}" is not allowed for tenant "${tenant}"; use ${TENANT_CULTURES[tenant as 'germany'].join(', ')}`,
    );
  });

  it('rejects an unknown tenant (INVALID_TENANT)', () => {
    const error = errorOf({ ...northAmerica, tenant: 'europe' });
    expect(error).toMatchObject({ reason: 'INVALID_TENANT', field: 'tenant' });
    expect(error.message).toBe(
      'Invalid identity configuration: tenant "europe" is not known; use "north-america" or "germany"',
    );
  });

  it('reports a missing tenant as a missing parameter', () => {
    const { tenant: _tenant, ...withoutTenant } = northAmerica;
    const error = errorOf(withoutTenant);
    expect(error).toMatchObject({ reason: 'MISSING_PARAMETER', field: 'tenant' });
    expect(error.message).toBe(
      'Invalid identity configuration: tenant is required; use "north-america" or "germany"',
    );
  });

  it.each([
    'storeFrontId',
    'authenticationBaseUrl',
    'identityProviderBaseUrl',
    'identityProviderClientId',
    'tokenAudience',
  ])('requires %s (MISSING_PARAMETER)', (field) => {
    for (const value of [undefined, '', '   ']) {
      const error = errorOf({ ...northAmerica, [field]: value });
      expect(error).toMatchObject({ reason: 'MISSING_PARAMETER', field });
      expect(error.message).toBe(`Invalid identity configuration: ${field} is required`);
    }
  });

  it('rejects a base URL that is not http(s) (INVALID_CONFIGURATION)', () => {
    for (const url of ['auth.example', 'ftp://auth.example', 'javascript:alert(1)']) {
      const error = errorOf({ ...northAmerica, authenticationBaseUrl: url });
      expect(error).toMatchObject({
        reason: 'INVALID_CONFIGURATION',
        field: 'authenticationBaseUrl',
      });
      expect(error.message).toBe(
        'Invalid identity configuration: authenticationBaseUrl must be an http(s) URL',
      );
    }
  });

  it('rejects values of the wrong type', () => {
    expect(errorOf({ ...northAmerica, enableAnon: 'yes' })).toMatchObject({
      reason: 'INVALID_CONFIGURATION',
      field: 'enableAnon',
      message: 'Invalid identity configuration: enableAnon must be true or false',
    });
    expect(errorOf({ ...northAmerica, storeFrontId: 7 }).message).toBe(
      'Invalid identity configuration: storeFrontId must be a string',
    );
    expect(errorOf({ ...northAmerica, culture: 1 })).toMatchObject({ reason: 'INVALID_CULTURE' });
  });

  describe('anonymous mode', () => {
    it('keeps a 22-character alphanumeric service key', () => {
      const config = parseIdentityConfig({
        ...northAmerica,
        enableAnon: true,
        anonServiceKey: anonKey,
      });
      expect(config).toMatchObject({ enableAnon: true, anonServiceKey: anonKey });
    });

    it('requires the service key (INVALID_ANON_SERVICE_KEY)', () => {
      const error = errorOf({ ...northAmerica, enableAnon: true });
      expect(error).toMatchObject({ reason: 'INVALID_ANON_SERVICE_KEY', field: 'anonServiceKey' });
      expect(error.message).toBe(
        'Invalid identity configuration: anonServiceKey is required when enableAnon is true',
      );
    });

    it.each([
      anonKey.slice(1),
      `${anonKey}Z`,
      'Abcdefghij0123456789X-',
      'Abcdefghij 123456789XY',
      'Äbcdefghij0123456789XY',
    ])('rejects the key %j without echoing it', (key) => {
      const error = errorOf({ ...northAmerica, enableAnon: true, anonServiceKey: key });
      expect(error.reason).toBe('INVALID_ANON_SERVICE_KEY');
      expect(error.message).toBe(
        `Invalid identity configuration: anonServiceKey must be exactly 22 letters or digits when enableAnon is true (got ${key.length} characters)`,
      );
    });

    it('ignores and drops the service key when anonymous mode is off', () => {
      const config = parseIdentityConfig({ ...northAmerica, anonServiceKey: 'short' });
      expect(config).not.toHaveProperty('anonServiceKey');
    });
  });

  it('lists every problem, the first giving code and field', () => {
    const error = errorOf({ tenant: 'mars', culture: 'xx', enableAnon: true });
    expect(error.reason).toBe('INVALID_TENANT');
    expect(error.issues.map((issue) => [issue.reason, issue.field])).toEqual([
      ['INVALID_TENANT', 'tenant'],
      ['MISSING_PARAMETER', 'storeFrontId'],
      ['MISSING_PARAMETER', 'authenticationBaseUrl'],
      ['MISSING_PARAMETER', 'identityProviderBaseUrl'],
      ['MISSING_PARAMETER', 'identityProviderClientId'],
      ['MISSING_PARAMETER', 'tokenAudience'],
      ['INVALID_ANON_SERVICE_KEY', 'anonServiceKey'],
    ]);
  });

  it.each([null, undefined, 'north-america', [northAmerica]])(
    'rejects %j, which is not an object',
    (input) => {
      expect(errorOf(input)).toMatchObject({
        reason: 'INVALID_CONFIGURATION',
        field: '(root)',
        message: 'Invalid identity configuration: configuration must be an object',
      });
    },
  );
});

describe('identityConfigSchema', () => {
  it('is usable on its own', () => {
    expect(identityConfigSchema.safeParse(northAmerica).success).toBe(true);
    expect(identityConfigSchema.safeParse({}).success).toBe(false);
  });
});

describe('optional service settings', () => {
  it('keeps them when given, trimmed of trailing slashes', () => {
    expect(
      parseIdentityConfig({
        ...northAmerica,
        anonymousBaseUrl: 'https://anon.example/',
        siteUrl: 'https://shop.example/',
        claimsNamespace: 'https://claims.example/',
        identityProviderConnection: 'boxup-db',
      }),
    ).toMatchObject({
      anonymousBaseUrl: 'https://anon.example',
      siteUrl: 'https://shop.example',
      claimsNamespace: 'https://claims.example/',
      identityProviderConnection: 'boxup-db',
    });
  });

  it('leaves them out when not given', () => {
    const config = parseIdentityConfig(northAmerica);
    expect(config).not.toHaveProperty('anonymousBaseUrl');
    expect(config).not.toHaveProperty('siteUrl');
  });

  it('rejects malformed values', () => {
    expect(errorOf({ ...northAmerica, anonymousBaseUrl: 'ftp://anon' })).toMatchObject({
      field: 'anonymousBaseUrl',
    });
    expect(errorOf({ ...northAmerica, siteUrl: 'not a url' })).toMatchObject({ field: 'siteUrl' });
    expect(errorOf({ ...northAmerica, claimsNamespace: ' ' })).toMatchObject({
      field: 'claimsNamespace',
    });
  });
});
