import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductConfig } from '../lib/api/get-product-config';
import { loadProductConfig } from '../lib/api/load-product-config';
import { DEFAULT_FEATURES } from './testing/brand-features';
import { createSandboxCatalogClient } from '../lib/testing/catalog-api-sandbox';
import { CatalogTestProviders } from './testing/catalog-test-providers';
import { useProductConfigurator, type ProductConfiguratorInput } from './use-product-configurator';

// The configurator's logic on its own, with the real price, products and selector services of
// the sandbox, in-process (the page's tests show the same through the markup).
vi.setConfig({ testTimeout: 30_000 });

let sandbox: TestSandbox;
let mailer: ProductConfig;
let mailerSample: ProductConfig;
beforeAll(async () => {
  sandbox = await createTestSandbox();
  const client = createSandboxCatalogClient(sandbox.fetch);
  mailer = await loadProductConfig(client, 'custom-mailer-box');
  mailerSample = await loadProductConfig(client, 'custom-mailer-box-sample');
}, 60_000);
afterAll(() => sandbox?.close());

function renderConfigurator(config: ProductConfig, props: Partial<ProductConfiguratorInput> = {}) {
  const onGetStarted = vi.fn();
  const onAddSample = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CatalogTestProviders fetch={sandbox.fetch}>{children}</CatalogTestProviders>
  );
  const hook = renderHook(
    () =>
      useProductConfigurator(config, {
        slug: config.productKey,
        features: DEFAULT_FEATURES,
        siteOrigin: 'https://boxup.example',
        onGetStarted,
        onAddSample,
        ...props,
      }),
    { wrapper },
  );
  return { ...hook, onGetStarted, onAddSample };
}

/** The priced total in cents, once the prices for the current selection arrived. */
async function pricedTotal(current: () => ReturnType<typeof useProductConfigurator>) {
  await waitFor(() => expect(current().total).not.toBeNull(), { timeout: 10_000 });
  return current().total?.amount;
}

/** Waits until the price and availability of the current selection arrived. */
async function settled(current: () => ReturnType<typeof useProductConfigurator>) {
  await pricedTotal(current);
  await waitFor(() => expect(current().availability.data).toBeDefined(), { timeout: 10_000 });
}

describe('useProductConfigurator', () => {
  it("preselects the config's defaults and the allowed quantity nearest to ?quantity=", async () => {
    const { result } = renderConfigurator(mailer, { initialQuantity: 240 });
    expect(result.current.choice).toEqual({
      size: '9 x 6 x 3',
      printOption: 'Outside full colour',
      color: 'Kraft',
    });
    expect(result.current.quantity).toBe(250);
    expect(await pricedTotal(() => result.current)).toBe(52_250n);
  });

  it('prices again when an option or the quantity changes, keeping the other picks', async () => {
    const { result } = renderConfigurator(mailer, { initialQuantity: 250 });
    expect(await pricedTotal(() => result.current)).toBe(52_250n);

    act(() => result.current.change({ color: 'White' }));
    expect(result.current.choice.color).toBe('White');
    expect(result.current.quantity).toBe(250);
    await waitFor(() => expect(result.current.total?.amount).toBe(55_250n), { timeout: 10_000 });

    act(() => result.current.change({ quantity: 1 }));
    expect(result.current.choice.color).toBe('White');
    await waitFor(() => expect(result.current.quantity).toBe(1));
    await waitFor(() => expect(result.current.total?.amount).not.toBe(55_250n), {
      timeout: 10_000,
    });
  });

  it("rounds the calculator's recommendation up to an allowed quantity, or to the largest", async () => {
    const { result } = renderConfigurator(mailer);
    expect(result.current.showCalculator).toBe(true);
    act(() => result.current.pickRecommendedQuantity(48));
    expect(result.current.quantity).toBe(50);
    act(() => result.current.pickRecommendedQuantity(10_000_000));
    expect(result.current.quantity).toBe(result.current.largestQuantity);
    expect(result.current.largestQuantity).toBe(result.current.quantities.at(-1));
  });

  it('hands a selection the selector accepts to onGetStarted', async () => {
    const { result, onGetStarted } = renderConfigurator(mailer, { initialQuantity: 250 });
    await act(() => result.current.getStarted());
    expect(onGetStarted).toHaveBeenCalledWith(result.current.selection);
    expect(result.current.invalidCheck).toBeNull();
    expect(result.current.checkFailed).toBe(false);
  });

  it("lists the selector's refusal instead of going on, and forgets it on the next change", async () => {
    // A config that offers a colour the selector no longer does (an outdated config).
    const outdated: ProductConfig = {
      ...mailer,
      attributes: {
        ...mailer.attributes,
        Color: { ...mailer.attributes.Color!, values: ['Kraft', 'White', 'Pink'] },
      },
    };
    const { result, onGetStarted } = renderConfigurator(outdated);
    act(() => result.current.change({ color: 'Pink' }));
    await act(() => result.current.getStarted());
    expect(onGetStarted).not.toHaveBeenCalled();
    expect(result.current.invalidCheck?.errors).toEqual([
      expect.objectContaining({
        attribute: 'Color',
        message: expect.stringMatching(/^Color "Pink" is not offered for /),
      }),
    ]);

    act(() => result.current.change({ color: 'Kraft' }));
    expect(result.current.invalidCheck).toBeNull();
  });

  it('keeps a sample at quantity 1 whatever ?quantity= asks, and without the calculator', async () => {
    const { result } = renderConfigurator(mailerSample, { initialQuantity: 250 });
    expect(result.current.isSample).toBe(true);
    expect(result.current.quantity).toBe(1);
    expect(result.current.showCalculator).toBe(false);
    expect(await pricedTotal(() => result.current)).toBe(100n);
  });

  it('adds a sample the three-sample rule allows and says why it refuses one', async () => {
    const allowed = renderConfigurator(mailerSample);
    await settled(() => allowed.result.current);
    act(() => allowed.result.current.addSample());
    expect(allowed.onAddSample).toHaveBeenCalledWith(allowed.result.current.selection);
    expect(allowed.result.current.sampleRefusal).toBeNull();
    expect(allowed.result.current.sampleCheck.remaining).toBe(3);

    const refused = renderConfigurator(mailerSample, {
      sampleLines: [{ productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' }],
    });
    await settled(() => refused.result.current);
    act(() => refused.result.current.addSample());
    expect(refused.onAddSample).not.toHaveBeenCalled();
    expect(refused.result.current.sampleRefusal).toBe(
      'You already have this sample in this size. Choose another size or style.',
    );
  });
});
