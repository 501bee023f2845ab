import { describe, expect, it } from 'vitest';
import * as identityReact from './index';

describe('@storefront/identity-sdk/react public API', () => {
  it('exports exactly these runtime names', () => {
    expect(Object.keys(identityReact).sort()).toEqual(['PasswordRules']);
  });
});
