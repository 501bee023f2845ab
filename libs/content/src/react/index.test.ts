import { describe, expect, it } from 'vitest';
import * as contentReact from './index';

describe('@storefront/content/react public API', () => {
  it('exports nothing until the content release', () => {
    expect(Object.keys(contentReact).sort()).toEqual([]);
  });
});
