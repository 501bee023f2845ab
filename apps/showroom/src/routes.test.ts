import { fullStoreRoutes } from '@storefront/storefront/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('showroom store routes', () => {
  it('composes every page of the spec (the storefront tests that list)', () => {
    expect(routes).toBe(fullStoreRoutes);
  });
});
