import { createSandboxClock, sandboxPerFile } from '@storefront/sandbox-api/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATE_ADDRESS } from '../lib/product-page/shipping-estimate';
import type { ProductViewProps } from './product-view';
import { ShippingEstimate } from './shipping-estimate';
import { DEFAULT_FEATURES, SHOWROOM_FEATURES } from './testing/brand-features';
import { CatalogTestProviders } from './testing/catalog-test-providers';
import { chooseQuantity, productPageSandbox } from './testing/product-view-sandbox';
import { sandboxShippingEstimate } from './testing/sandbox-shipping-estimate';

// The product page's shipping estimate, quoted by the sandbox's delivery-options service to
// the default estimate address (Arlington, TX 76001), with the sandbox clock frozen on
// Friday, March 6, 2026 at noon in New York.
const page = productPageSandbox(
  sandboxPerFile({
    clock: createSandboxClock({ start: new Date('2026-03-06T17:00:00Z'), frozen: true }),
  }),
);

/** The mailer's page, without images, reviews or tab texts to load. */
function renderPage(props: Partial<ProductViewProps> = {}) {
  page.renderPage({
    images: [],
    detailsTab: <p>Details</p>,
    processTab: <p>Process</p>,
    reviewsUrl: null,
    ...props,
  });
}

describe('ProductView: shipping estimate from the delivery-options service', () => {
  it('quotes the Standard option to Arlington, TX 76001 and follows the quantity', async () => {
    const user = userEvent.setup();
    renderPage();
    // One box: 5 production + 5 transit work days from Friday, March 6; $9.95 + $0.15 a box.
    expect(
      await screen.findByText('Arrives by Friday, March 20', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Standard shipping: $10.10')).toBeInTheDocument();
    expect(screen.getByText('Estimate for Arlington, TX 76001')).toBeInTheDocument();
    expect(
      screen.getByText('Arrives by Friday, March 20').closest('[data-layout]'),
    ).toHaveAttribute('data-layout', 'inline');

    // 1,000 boxes take 8 production days.
    await chooseQuantity(user, /^1,000 boxes/);
    expect(
      await screen.findByText('Arrives by Wednesday, March 25', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Standard shipping: $159.95')).toBeInTheDocument();
  });

  it('quotes a $1 sample: two days to dispatch and free standard shipping', async () => {
    renderPage({
      productConfigId: 'custom-gable-box-sample',
      slug: 'custom-gable-box-sample',
      title: 'Gable Box Sample',
    });
    expect(
      await screen.findByText('Arrives by Tuesday, March 17', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Standard shipping: free')).toBeInTheDocument();
  });

  it('shows the estimate as a block in the showroom', async () => {
    renderPage({ features: SHOWROOM_FEATURES, shippingEstimateLayout: 'block' });
    const block = await screen.findByRole('region', { name: 'Shipping estimate' });
    expect(
      await within(block).findByText('Arrives by Friday, March 20', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows no estimate without a fetcher or with the switch off', async () => {
    renderPage({ features: { ...DEFAULT_FEATURES, shippingEstimate: false } });
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeInTheDocument();
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
    expect(screen.queryByText('Estimate for Arlington, TX 76001')).toBeNull();
  });
});

describe('ShippingEstimate', () => {
  it("says the spec's message when the service cannot quote the postal code", async () => {
    render(
      <CatalogTestProviders fetch={page.fetch}>
        <ShippingEstimate
          layout="inline"
          productKey="custom-mailer-box"
          quantity={250}
          address={{ ...DEFAULT_ESTIMATE_ADDRESS, postalCode: '7600' }}
          fetchEstimate={sandboxShippingEstimate(page.fetch)}
        />
      </CatalogTestProviders>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Unable to recieve Shipping Options for the given Postal Code',
    );
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
  });
});
