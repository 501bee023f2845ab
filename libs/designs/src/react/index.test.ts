import { describe, expect, it } from 'vitest';
import * as designsReact from './index';

describe('@storefront/designs/react public API', () => {
  it('exports nothing until the designs release', () => {
    expect(Object.keys(designsReact).sort()).toEqual([]);
  });
});
