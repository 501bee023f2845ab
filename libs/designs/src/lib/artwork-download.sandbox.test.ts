import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isArtworkDownloadEnabled, type ArtworkDownloadProductConfig } from './artwork-download';

const withDocument = { documentReferenceUrl: 'https://docs.example/doc/1' };

describe('isArtworkDownloadEnabled with the product configs the products service serves', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  }, 60_000);
  afterAll(() => sandbox?.close());

  async function config(productKey: string): Promise<ArtworkDownloadProductConfig> {
    const urlResponse = await sandbox.fetch(
      `/price/tenants/north-america/productConfigUrl?productKey=${productKey}&storefrontId=boxup`,
    );
    const { productConfigUrl } = (await urlResponse.json()) as { productConfigUrl: string };
    const response = await sandbox.fetch(productConfigUrl);
    return (await response.json()) as ArtworkDownloadProductConfig;
  }

  it('applies to a non-customizable product (an insert) and not to a designed box', async () => {
    const box = await config('custom-mailer-box');
    expect(box.productFlowConfiguration?.nonCustomizable).toBe(false);
    expect(isArtworkDownloadEnabled(withDocument, box)).toBe(false);
    const insert = await config('shipping-box-insert');
    expect(insert.productFlowConfiguration?.nonCustomizable).toBe(true);
    expect(isArtworkDownloadEnabled(withDocument, insert)).toBe(true);
  });
});
