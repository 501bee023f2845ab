import { describe, expect, it } from 'vitest';
import * as contentReact from './index';

// Guards the public API: anything exported by accident fails here.
describe('@storefront/content/react public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(contentReact).sort()).toEqual(['CmsHtml']);
  });
});
