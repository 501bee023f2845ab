import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { blogMessageLoaders } from './blog-messages';

describe('the blog catalogue', () => {
  it('has the same keys in English and German, none of them empty', async () => {
    const en = catalogueSource(await blogMessageLoaders.en());
    const de = catalogueSource(await blogMessageLoaders.de());
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(de)]) {
      expect(String(text).trim()).not.toBe('');
    }
    expect(en).toMatchObject({ publishedOn: 'Published {date}', updatedOn: 'Updated {date}' });
  });
});
