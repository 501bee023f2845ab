import { describe, expect, it } from 'vitest';
import * as catalog from './index';
import * as catalogReact from './react/index';

// Guards the public API: anything exported by accident fails here.
describe('@storefront/catalog public API', () => {
  it('exports exactly these names from "."', () => {
    expect(Object.keys(catalog).sort()).toEqual([
      'BOX_STYLES',
      'CATALOG_NAMESPACE',
      'catalogMessages',
      'productWebUrl',
    ]);
  });

  it('exports exactly these names from "./react"', () => {
    expect(Object.keys(catalogReact).sort()).toEqual(['BoxStyleList']);
  });
});
