import { catalogueSource } from '@storefront/ui-kit/testing';
import { describe, expect, it } from 'vitest';
import { sampleBoxesMessageLoaders } from './sample-boxes-messages';

describe('the $1 sample boxes catalogue', () => {
  it('has the same keys and number words in English and German', async () => {
    const en = catalogueSource(await sampleBoxesMessageLoaders.en());
    const de = catalogueSource(await sampleBoxesMessageLoaders.de());
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(de.numberWords)).toEqual(Object.keys(en.numberWords));
    expect(en.limit).toBe(
      'A customer may have up to {limit} $1 samples, one per size and style at a time.',
    );
  });
});
