import { describe, expect, it } from 'vitest';
import { getPage } from './lib/get-page';
import { getStorefrontConfig } from './lib/get-storefront-config';
import * as testing from './testing';

describe('@storefront/content/testing', () => {
  it('answers the operations with the sample data and records the requests', async () => {
    const { client, sent } = testing.fakeContentService();
    await expect(getStorefrontConfig(client)).resolves.toEqual(testing.sampleStorefrontConfig);
    expect(sent[0]).toMatchObject({ operationName: 'StorefrontConfig' });
    const page = await getPage(client, '/view/contact');
    expect(page?.title).toBe(testing.sampleContactPage.title);
    const about = testing.fakeContentService({ page: testing.sampleAboutPage });
    await expect(getPage(about.client, '/view/about')).resolves.toMatchObject({
      title: 'About us',
    });
  });
});
